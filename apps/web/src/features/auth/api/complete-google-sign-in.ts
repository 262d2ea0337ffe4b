import type { SignInResult } from '@tailor/shared/auth';
import { api } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

/** GET /auth/google/callback with the query string (code, state) the identity provider returned. */
export function completeGoogleSignIn(search: string): Promise<SignInResult> {
  const query = Object.fromEntries(new URLSearchParams(search));
  return api.get<SignInResult>('/auth/google/callback', {
    query,
    schema: authSchema('signInResultSchema'),
  });
}

const inFlight = new Map<string, Promise<SignInResult>>();

/**
 * The code is single-use, so one callback URL is exchanged once however often the page mounts
 * (React's strict mode mounts twice). Not a TanStack query: signing in clears the query cache,
 * which would make a mounted query fetch the spent code again.
 */
export function completeGoogleSignInOnce(search: string): Promise<SignInResult> {
  let promise = inFlight.get(search);
  if (!promise) {
    promise = completeGoogleSignIn(search);
    inFlight.set(search, promise);
  }
  return promise;
}
