import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { leaveAllowed } from '../components/leave-allowed';
import { PageLoader } from '../components/page-loader';
import { setNavigator } from '../lib/navigation';
import { useRedirectOnRouteChange } from './use-redirect-on-route-change';

/** The top of every route: the redirect rules, router-based navigation for non-React code, lazy loading. */
export function RootLayout() {
  const navigate = useNavigate();
  const redirecting = useRedirectOnRouteChange();

  useEffect(() => {
    // Logout and an expired session leave at once, whatever a page would ask first.
    setNavigator((path) => void navigate(path, { replace: true, state: leaveAllowed }));
    return () => setNavigator(null);
  }, [navigate]);

  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>{redirecting ? <PageLoader /> : <Outlet />}</Suspense>
    </>
  );
}
