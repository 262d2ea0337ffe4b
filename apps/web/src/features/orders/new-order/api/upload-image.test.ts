import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { session } from '../../../../lib/session';
import { FakeXhr, fileOf, installFakeXhr } from '../../../../test/fake-xhr';
import { uploadImage } from './upload-image';

beforeEach(() => {
  installFakeXhr();
  session.set('authToken', 'token-9');
});
afterEach(() => vi.unstubAllGlobals());

/** The error the upload fails with (caught at once, so the failure is never unhandled), or null. */
function failureOf(upload: Promise<unknown>): Promise<unknown> {
  return upload.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('uploadImage', () => {
  it('posts the file as multipart `file` with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadImage(fileOf('front.png', 2000), { onProgress: (f) => progress.push(f) });
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe('/api/upload_image');
    expect(xhr!.headers).toMatchObject({
      Authorization: 'Bearer token-9',
      Accept: 'application/json',
    });
    expect(xhr!.file?.name).toBe('front.png');
    expect(xhr!.timeout).toBe(30_000);
    xhr!.progress(500, 2000);
    xhr!.progress(2000, 2000);
    await xhr!.respond(201, { _id: 'img-1', url: '/api/images/k1' });
    await expect(done).resolves.toEqual({ _id: 'img-1', url: '/api/images/k1' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("fails with the server's error text", async () => {
    const failure = failureOf(uploadImage(fileOf('huge.png')));
    await FakeXhr.sent[0]!.respond(413, { error: 'Each image must be 2MB or smaller' });
    expect(await failure).toMatchObject({
      name: 'ApiError',
      status: 413,
      kind: 'http',
      message: 'Each image must be 2MB or smaller',
    });
  });

  it('fails as a network error, and refuses an answer of the wrong shape', async () => {
    const lost = failureOf(uploadImage(fileOf('a.png')));
    await FakeXhr.sent[0]!.failNetwork();
    expect(await lost).toMatchObject({ kind: 'network', status: null });

    const odd = failureOf(uploadImage(fileOf('b.png')));
    await FakeXhr.sent[1]!.respond(201, { id: 'no-underscore' });
    const error = await odd;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid response format from server');
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const failure = failureOf(uploadImage(fileOf('c.png'), { signal: controller.signal }));
    controller.abort();
    expect(await failure).toBeTruthy();
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
  });
});
