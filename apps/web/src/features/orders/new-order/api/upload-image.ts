import { useMutation } from '@tanstack/react-query';
import { uploadedImageSchema, type UploadedImage } from '@tailor/shared/images';
import {
  ApiError,
  apiConfig,
  buildUrl,
  INVALID_RESPONSE_MESSAGE,
} from '../../../../lib/api-client';
import { session } from '../../../../lib/session';

export type UploadImageOptions = {
  /** Called as the file's bytes go out: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * The photo's own key, the same for every try: a retry after a lost answer gets the image the
   * first try made instead of a second one (the outbox sends a photo kept offline with it too).
   */
  idempotencyKey?: string;
};

function errorText(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    if (body.error.trim()) return body.error;
  }
  return `Request failed with status ${status}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * POST /upload_image (multipart field `file`). XMLHttpRequest rather than fetch because only it
 * reports upload progress, which the form shows per image. Errors are ApiErrors like the api client's:
 * `message` is the server's error text for an answered request.
 */
export function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadedImage> {
  const { onProgress, signal, idempotencyKey } = options;
  return new Promise<UploadedImage>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', buildUrl('/upload_image'));
    xhr.timeout = apiConfig.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = session.get('authToken');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      finish();
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(errorText(xhr.status, body), { status: xhr.status, kind: 'http', body }),
        );
        return;
      }
      const parsed = uploadedImageSchema.safeParse(body);
      if (!parsed.success) {
        reject(new ApiError(INVALID_RESPONSE_MESSAGE, { status: xhr.status, kind: 'http', body }));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => {
      finish();
      reject(new ApiError('Network error', { status: null, kind: 'network' }));
    };
    xhr.ontimeout = () => {
      finish();
      reject(new ApiError('Request timed out', { status: null, kind: 'timeout' }));
    };
    xhr.onabort = () => {
      finish();
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export type UploadImageVariables = { file: File } & UploadImageOptions;

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, ...options }: UploadImageVariables) => uploadImage(file, options),
    // A second attempt would start the progress over; the form offers Retry per image instead.
    retry: false,
  });
}
