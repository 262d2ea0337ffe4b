import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '@tailor/shared/error-codes';
import { badRequest } from '../lib/app-error';

// NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate cannot be encoded as
// UTF-8: either would fail deep in a query as a 500. Refused once here for every route.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

export const unsafeTextMessage = (field: string) => errorMessage('UNSAFE_TEXT', { field });

/** The path of the first string (or object key) holding an unsafe character, else null. */
export function findUnsafeText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return path ? `${path} (a field name)` : 'A field name';
    const keyPath = path ? `${path}.${key}` : key;
    const found = findUnsafeText(inner, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** `label` names the value itself when it is the unsafe string (a whole body, a file name). */
function assertSafe(value: unknown, label: string, path = '') {
  const found = findUnsafeText(value, path);
  if (found !== null) throw badRequest('UNSAFE_TEXT', { field: found || label });
}

type MultipartPart = { type: string; fieldname: string; value?: unknown; filename?: string };
type PartsIterator = (options?: unknown) => AsyncIterableIterator<MultipartPart>;

/**
 * A multipart body is still a stream when hooks run, so its text fields (and file names) are
 * checked as the route reads them: `request.parts()`, `files()` and `file()` refuse the first
 * unsafe one with the same 400.
 */
function guardMultipart(request: FastifyRequest) {
  const target = request as unknown as {
    parts: PartsIterator;
    files: PartsIterator;
    file: (options?: unknown) => Promise<MultipartPart | undefined>;
  };
  const original = target.parts.bind(request);
  async function* parts(options?: unknown) {
    for await (const part of original(options)) {
      if (part.type === 'field') assertSafe(part.value, part.fieldname, part.fieldname);
      else if (part.filename) assertSafe(part.filename, `${part.fieldname} file name`);
      yield part;
    }
  }
  async function* files(options?: unknown) {
    for await (const part of parts(options)) if (part.type === 'file') yield part;
  }
  target.parts = parts;
  target.files = files;
  target.file = async (options?: unknown) => {
    const iterator = files(options);
    // Not `for await`: leaving it early would end the form, which `file()` must not do.
    const first = await iterator.next();
    return first.done ? undefined : first.value;
  };
}

/** Refuses NUL and lone surrogates in the body, query string and path of every request. */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertSafe(request.params, 'Path');
    assertSafe(request.query, 'Query string');
    if (request.isMultipart()) guardMultipart(request);
    else assertSafe(request.body, 'Request body');
  });
}
