import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readSessionSnapshot } from '../lib/session';
import { decideRedirect } from '../lib/decide-redirect';

/**
 * Applies decideRedirect on every location change. Returns the pending target so the caller can
 * hold the page back instead of flashing it before the redirect.
 */
export function useRedirectOnRouteChange(): string | null {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = decideRedirect(pathname, readSessionSnapshot());
  const redirectTo = target === pathname ? null : target;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  return redirectTo;
}
