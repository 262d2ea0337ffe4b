import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that records each request and lets the test drive it:
 * progress, answer, network failure.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file sent in the multipart field `file`. */
  get file(): File | null {
    return this.body instanceof FormData ? (this.body.get('file') as File | null) : null;
  }

  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
  async failNetwork() {
    await act(async () => {
      this.onerror?.();
    });
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** A file of `size` bytes of the given type. */
export function fileOf(name: string, size = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}
