import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, queryRetryDelay } from './query-client';

const http = (status: number) => new ApiError('x', { status, kind: 'http' });
const network = new ApiError('x', { status: null, kind: 'network' });

describe('query client defaults', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const queryRetry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
  const mutationRetry = defaults.mutations?.retry as (count: number, error: unknown) => boolean;

  it('keeps data fresh 5 minutes and retained 10 minutes', () => {
    expect(defaults.queries?.staleTime).toBe(5 * 60_000);
    expect(defaults.queries?.gcTime).toBe(10 * 60_000);
  });

  it('retries queries up to 3 times, never on 4xx', () => {
    expect(queryRetry(0, http(500))).toBe(true);
    expect(queryRetry(2, network)).toBe(true);
    expect(queryRetry(3, network)).toBe(false);
    expect(queryRetry(0, http(404))).toBe(false);
    expect(queryRetry(0, http(401))).toBe(false);
  });

  it('waits exponentially between query retries, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries a mutation once after 1 s, never on 4xx', () => {
    expect(mutationRetry(0, http(503))).toBe(true);
    expect(mutationRetry(1, http(503))).toBe(false);
    expect(mutationRetry(0, http(409))).toBe(false);
    expect(defaults.mutations?.retryDelay).toBe(1000);
  });
});
