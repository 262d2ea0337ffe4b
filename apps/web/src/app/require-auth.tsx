import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { userDetailsQueryOptions, useUserDetails } from '../lib/current-user';
import { queryClient } from '../lib/query-client';
import { session, useSessionValue } from '../lib/session';

/** The session check starts as soon as this module has arrived (app/lazy-named.ts), beside the page's code. */
export function prefetch(): void {
  if (session.get('authToken')) void queryClient.prefetchQuery(userDetailsQueryOptions());
}

/**
 * Routes behind login: without a stored auth token the user goes to the login page.
 * Loaded with the first signed-in page, never by the sign-in pages. The session check validates
 * its answer with the shared schema, which loads (with zod) beside the request (lib/current-user.ts).
 */
export function RequireAuth() {
  const token = useSessionValue('authToken');
  // The session is checked with the server on entry: a token that was logged out or expired
  // meets the 401 rule (back to sign-in) here, before any screen shows stale data.
  const session = useUserDetails({ enabled: Boolean(token) });
  if (!token) return <Navigate to="/" replace />;
  // Wait for the first answer only: if the server cannot be reached, or the device is offline
  // (the check waits paused), the app still opens on the last session and its saved answers.
  if (session.isPending && session.failureCount === 0 && session.fetchStatus !== 'paused')
    return <PageLoader />;
  return <Outlet />;
}
