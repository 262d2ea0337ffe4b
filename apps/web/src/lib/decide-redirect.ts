import type { SessionSnapshot } from './session';

/** Paths where rule 3 (below) sends a signed-in user on to their work. */
function isEntryPath(path: string): boolean {
  return (
    path === '/' || path === '/signup' || path.startsWith('/invite') || path === '/store-selection'
  );
}

/**
 * Pages rule 2 leaves alone: signup opens the terms in a new tab, and that tab shares the session,
 * so sending it to /signup would make the terms unreadable exactly when they must be accepted.
 */
const SIGNUP_EXEMPT_PATHS = new Set(['/signup', '/terms-and-conditions']);

/** Where a signed-in user with a finished signup belongs; null when that cannot be decided yet. */
export function landingPath(s: SessionSnapshot): string | null {
  if (!s.authToken || !s.role || s.signup === 'true') return null;
  if (s.role === 'shopkeeper') return '/app/order_list';
  if (s.role === 'employee')
    return s.selectedStoreId && s.selectedStoreName ? '/employee/orders' : '/store-selection';
  return null;
}

/** The redirect on a route change, rules 1 to 3 below; null means stay. */
export function decideRedirect(path: string, s: SessionSnapshot): string | null {
  // Rule 1: the identity-provider callback decides where to go by itself.
  if (s.fromGoogle === 'true') return null;
  // Rule 2: a shop owner who has not finished creating the shop account.
  if (s.authToken && s.signup === 'true') return SIGNUP_EXEMPT_PATHS.has(path) ? null : '/signup';
  // Rule 3: a signed-in user on an entry page goes to their work.
  if (s.authToken && s.role && isEntryPath(path)) {
    if (s.role === 'shopkeeper') return '/app/order_list';
    if (s.role === 'employee' && s.selectedStoreId && s.selectedStoreName)
      return '/employee/orders';
  }
  return null;
}
