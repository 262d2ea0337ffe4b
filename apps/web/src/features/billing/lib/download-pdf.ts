import { ApiError, apiConfig, buildUrl, type QueryValue } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, then
 * `filename="…"`; folders are cut off so the name cannot point anywhere else. Null when absent.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
    if (plain?.[1]) name = plain[1].trim().replace(/^"|"$/g, '').replace(/\\(.)/g, '$1');
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; release the file a while later.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : `Request failed with status ${response.status}`;
  return new ApiError(message, { status: response.status, kind: 'http', body });
}

/**
 * Fetches a PDF from the API with the session's token and saves it under the name the server gives
 * in Content-Disposition (the shop's order number prefix is only known there), else `fallbackName`.
 * Answers the name the file was saved under.
 */
export async function downloadPdf(
  path: string,
  fallbackName: string,
  query?: Record<string, QueryValue>,
): Promise<string> {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = session.get('authToken');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, apiConfig.timeoutMs);
  try {
    const response = await fetch(buildUrl(path, query), { headers, signal: controller.signal });
    if (!response.ok) throw await errorOf(response);
    const blob = await response.blob();
    const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
    const name = fileName ?? fallbackName;
    saveBlob(blob, name);
    return name;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('Request timed out', { status: null, kind: 'timeout' });
    throw new ApiError('Network error', { status: null, kind: 'network', body: error });
  } finally {
    clearTimeout(timer);
  }
}

/** A PDF that fails to download shows nothing; the console keeps the reason. */
export function logDownloadFailure(error: unknown): void {
  console.error('Billing PDF download failed', error);
}
