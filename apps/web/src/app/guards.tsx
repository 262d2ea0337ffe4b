import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useUserDetails } from '../lib/current-user';
import { readSessionSnapshot, useSessionValue } from '../lib/session';
import { landingPath } from './decide-redirect';

/** Routes behind login: without a stored auth token the user goes to the login page (spec §2). */
export function RequireAuth() {
  const token = useSessionValue('authToken');
  // The session is checked with the server on entry: a token that was logged out or expired
  // meets the 401 rule (spec §4) here, before any screen shows stale data.
  const session = useUserDetails({ enabled: Boolean(token) });
  if (!token) return <Navigate to="/" replace />;
  // Wait for the first answer only: if the server cannot be reached, or the device is offline
  // (the check waits paused), the app still opens on the last session and its saved answers.
  if (session.isPending && session.failureCount === 0 && session.fetchStatus !== 'paused')
    return <PageLoader />;
  return <Outlet />;
}

/** Login, OTP and signup: a user who is already signed in (and done with signup) goes to their work. */
export function PublicOnly() {
  const target = landingPath(readSessionSnapshot());
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** Keeps each role in its own area (spec §6): shopkeepers in /app, employees in /employee. */
export function RequireRole({ role }: { role: 'shopkeeper' | 'employee' }) {
  const stored = useSessionValue('role');
  if (stored && stored !== role)
    return <Navigate to={landingPath(readSessionSnapshot()) ?? '/'} replace />;
  return <Outlet />;
}
