import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;
const QUERY_RETRIES = 3;
const QUERY_RETRY_CAP_MS = 30_000;
const MUTATION_RETRIES = 1;
const MUTATION_RETRY_DELAY_MS = 1_000;

/** A 4xx answer will not change by asking again (bad input, no permission, not found). */
export function isClientError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500
  );
}

export function queryRetryDelay(failureCount: number): number {
  return Math.min(1_000 * 2 ** failureCount, QUERY_RETRY_CAP_MS);
}

/** Defaults (freshness, retries); features override per query (dashboard, user details). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < MUTATION_RETRIES,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}

export const queryClient = createQueryClient();
