import type { z } from 'zod';
import {
  API_TIMEOUT_MS,
  WRITE_RETRY_ATTEMPTS,
  WRITE_RETRY_DELAY_MS,
} from '@tailor/shared/constants';
import { showSessionExpired } from './session-expired';
import { navigateTo } from './navigation';
import { session } from './session-store';
import { newIdempotencyKey } from './idempotency-key';

export { newIdempotencyKey };

export type ApiErrorKind = 'network' | 'timeout' | 'http';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | null;
  readonly kind: ApiErrorKind;
  readonly body: unknown;
  /**
   * The server's machine code for what went wrong (packages/shared/src/error-codes.ts), as sent;
   * null when the answer carried none (network, timeout, a body that is not the API's).
   */
  readonly code: string | null;
  /** The values the code's message is worded with. */
  readonly params: Record<string, string | number>;

  constructor(
    message: string,
    init: { status: number | null; kind: ApiErrorKind; body?: unknown },
  ) {
    super(message);
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    const { code, params } = codeOf(init.body);
    this.code = code;
    this.params = params;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `code` and `params` of an API error body `{ error, code, params? }`, kept only when well formed. */
function codeOf(body: unknown): { code: string | null; params: Record<string, string | number> } {
  if (!isRecord(body) || typeof body.code !== 'string' || !body.code)
    return { code: null, params: {} };
  const params: Record<string, string | number> = {};
  if (isRecord(body.params)) {
    for (const [key, value] of Object.entries(body.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  return { code: body.code, params };
}

export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from server';

/** Paths where a 401 is an expected answer (wrong OTP, not yet signed up), not an expired session. */
const SESSION_EXPIRY_EXEMPT_PATHS = new Set(['/', '/otp', '/signup']);

export type QueryValue = string | number | boolean | undefined | null;

/**
 * How an answer is checked: a schema, or a function that loads one. A screen that must stay light
 * (the sign-in pages) passes a loader, so zod and the schema arrive with the answer, fetched while
 * the request is on its way, instead of with the screen.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export type RequestOptions<T> = {
  query?: Record<string, QueryValue>;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides the 30 s timeout (logout uses a shorter one). */
  timeoutMs?: number;
  /** Writes only: how many times to try again after a network error or 5xx; default 2. */
  retries?: number;
};

export type GetOptions<T> = Pick<
  RequestOptions<T>,
  'query' | 'schema' | 'signal' | 'headers' | 'timeoutMs'
>;
export type WriteOptions<T> = Omit<RequestOptions<T>, 'query'> & {
  query?: Record<string, QueryValue>;
};

/** Tunables, exposed so tests and callers with special needs can adjust them. */
export const apiConfig = {
  baseUrl: (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/+$/, ''),
  timeoutMs: API_TIMEOUT_MS,
  writeRetries: WRITE_RETRY_ATTEMPTS,
  retryDelayMs: WRITE_RETRY_DELAY_MS,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiConfig.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

const keysByValue = new WeakMap<object, string>();

/**
 * One idempotency key per value object. A TanStack mutation calls its mutationFn again with the same
 * variables object when it retries, so `headers: { 'Idempotency-Key': idempotencyKeyFor(vars) }`
 * makes the mutation-level retry a repeat of the same write too.
 */
export function idempotencyKeyFor(value: object): string {
  let key = keysByValue.get(value);
  if (!key) {
    key = newIdempotencyKey();
    keysByValue.set(value, key);
  }
  return key;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function errorMessageOf(body: unknown, status: number): string {
  if (
    body &&
    typeof body === 'object' &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error
  ) {
    return body.error;
  }
  return `Request failed with status ${status}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * A 401 outside the sign-in screens means the session ended; tell the user (an in-app
 * notice, not a blocking browser alert) and start over at sign-in, remembering where they were.
 */
function handleUnauthorized(): void {
  if (session.get('manualLogout') === 'true') return;
  if (SESSION_EXPIRY_EXEMPT_PATHS.has(currentPath())) return;
  // Several requests of one screen can fail together; the first one tells, the rest only follow it.
  const hadToken = session.get('authToken') !== null;
  const userId = session.get('userId');
  session.remove('authToken');
  session.remove('userId');
  session.remove('userData');
  if (hadToken) {
    const { pathname, search } = window.location;
    showSessionExpired({ path: `${pathname}${search}`, userId });
  }
  navigateTo('/');
}

type Attempt = { response: Response; body: unknown };

/** One HTTP exchange with the timeout; throws ApiError for network errors, timeouts and non-2xx answers. */
async function attempt(
  method: Method,
  url: string,
  init: {
    body?: BodyInit;
    headers: Headers;
    signal?: AbortSignal;
    timeoutMs: number;
    raw?: boolean;
  },
): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs);
  const onCallerAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) onCallerAbort();
  else init.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const response = await fetch(url, {
      method,
      headers: init.headers,
      body: init.body,
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = await readBody(response);
      if (response.status === 401) handleUnauthorized();
      throw new ApiError(errorMessageOf(body, response.status), {
        status: response.status,
        kind: 'http',
        body,
      });
    }
    const body = init.raw ? await response.blob() : await readBody(response);
    return { response, body };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('Request timed out', { status: null, kind: 'timeout' });
    // The caller gave up (page left, query cancelled): pass its abort on unchanged.
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    throw new ApiError('Network error', { status: null, kind: 'network', body: error });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status !== null && error.status >= 500;
}

function parseWith<T>(body: unknown, schema: z.ZodType<T> | undefined, status: number): T {
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(INVALID_RESPONSE_MESSAGE, {
      status,
      kind: 'http',
      body: { body, issues: result.error.issues },
    });
  }
  return result.data;
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  opts: RequestOptions<T> = {},
): Promise<T> {
  const isWrite = method === 'POST' || method === 'PUT';
  const headers = new Headers({ Accept: 'application/json' });
  const token = session.get('authToken');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
  // One key for every attempt of this write, so the server applies it at most once.
  if (isWrite && !headers.has('Idempotency-Key'))
    headers.set('Idempotency-Key', newIdempotencyKey());

  const url = buildUrl(path, opts.query);
  // A loaded schema is fetched beside the request; a failed fetch fails the call like a network error.
  const schema =
    typeof opts.schema === 'function'
      ? opts.schema().catch((error: unknown) => {
          throw new ApiError(error instanceof Error ? error.message : 'Network error', {
            status: null,
            kind: 'network',
          });
        })
      : opts.schema;
  // Not awaited yet: an unhandled rejection must not surface before the answer is read.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const timeoutMs = opts.timeoutMs ?? apiConfig.timeoutMs;
  // Reads are retried by TanStack Query, writes here.
  const retries = isWrite ? (opts.retries ?? apiConfig.writeRetries) : 0;

  for (let attemptNo = 0; ; attemptNo++) {
    try {
      const { response, body: answer } = await attempt(method, url, {
        body: payload,
        headers,
        signal: opts.signal,
        timeoutMs,
      });
      if (response.status === 204) return undefined as T;
      return parseWith(answer, await schema, response.status);
    } catch (error) {
      if (attemptNo >= retries || !isRetryable(error) || opts.signal?.aborted) throw error;
      await sleep(apiConfig.retryDelayMs * (attemptNo + 1));
    }
  }
}

function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns; release the blob later.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export const api = {
  get<T>(path: string, opts?: GetOptions<T>): Promise<T> {
    return request<T>('GET', path, undefined, opts);
  },
  post<T>(path: string, body?: unknown, opts?: WriteOptions<T>): Promise<T> {
    return request<T>('POST', path, body, opts);
  },
  put<T>(path: string, body?: unknown, opts?: WriteOptions<T>): Promise<T> {
    return request<T>('PUT', path, body, opts);
  },
  delete<T>(path: string, opts?: GetOptions<T>): Promise<T> {
    return request<T>('DELETE', path, undefined, opts);
  },
  /** Fetches a file with the session's token (PDFs) and saves it under `filename`. */
  async download(
    path: string,
    filename: string,
    opts: Pick<GetOptions<never>, 'query' | 'signal' | 'headers' | 'timeoutMs'> = {},
  ): Promise<void> {
    const headers = new Headers({ Accept: 'application/pdf, application/octet-stream, */*' });
    const token = session.get('authToken');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
    const { body } = await attempt('GET', buildUrl(path, opts.query), {
      headers,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? apiConfig.timeoutMs,
      raw: true,
    });
    saveBlob(body as Blob, filename);
  },
};
