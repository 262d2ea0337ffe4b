import { Navigate, Outlet } from 'react-router';
import { readSessionSnapshot, useSessionValue } from '../lib/session';
import { landingPath } from '../lib/decide-redirect';

/** Login, OTP and signup: a user who is already signed in (and done with signup) goes to their work. */
export function PublicOnly() {
  const target = landingPath(readSessionSnapshot());
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** Keeps each role in its own area: shopkeepers in /app, employees in /employee. */
export function RequireRole({ role }: { role: 'shopkeeper' | 'employee' }) {
  const stored = useSessionValue('role');
  if (stored && stored !== role)
    return <Navigate to={landingPath(readSessionSnapshot()) ?? '/'} replace />;
  return <Outlet />;
}
