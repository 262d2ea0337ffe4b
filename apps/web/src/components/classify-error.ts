import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../lib/api-client';

export type ErrorCategory = 'network' | 'timeout' | 'auth' | 'notFound' | 'general';

const NETWORK_MESSAGE =
  /failed to fetch|networkerror|network error|load failed|dynamically imported module|importing a module script/i;

function categoryOfStatus(status: number | null): ErrorCategory {
  if (status === 401) return 'auth';
  if (status === 404) return 'notFound';
  return 'general';
}

/** The kinds the generic error screen tells apart. When the browser is offline, any failure is a connection one. */
export function classifyError(error: unknown, online = true): ErrorCategory {
  if (!online) return 'network';
  if (error instanceof ApiError) {
    if (error.kind === 'network') return 'network';
    if (error.kind === 'timeout') return 'timeout';
    return categoryOfStatus(error.status);
  }
  if (isRouteErrorResponse(error)) return categoryOfStatus(error.status);
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timeout';
    // A lazily loaded page whose file cannot be fetched fails like this after a lost connection or a new deployment.
    if (NETWORK_MESSAGE.test(error.message)) return 'network';
  }
  return 'general';
}

/** A short id the user can quote when reporting the problem. */
export function newErrorId(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `ERR-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}
