import { api, idempotencyKeyFor, type ResponseSchema } from './api-client';

/**
 * POST or PUT `input` with the Idempotency-Key of that very object. A mutation passes the same
 * variables object again when it retries, and the client repeats the request with the same key, so
 * the server makes one change however often the request is sent.
 */
export function keyedWrite<T>(
  method: 'post' | 'put',
  path: string,
  input: object,
  schema: ResponseSchema<T>,
): Promise<T> {
  return api[method]<T>(path, input, {
    schema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}
