import type { SignInResult } from '@tailor/shared/auth';
import type { ReturnPath } from './session-expired';

type RoutingFields = Pick<
  SignInResult,
  'role' | 'signup' | 'store_selection_required' | 'available_stores' | 'user_id'
>;

/** The area a landing page belongs to; a return path is honoured only inside the same area. */
const AREAS: Record<string, (path: string) => boolean> = {
  '/app/order_list': (path) => path.startsWith('/app/'),
  '/employee/orders': (path) => path.startsWith('/employee/') || path.startsWith('/employee-'),
};

/**
 * Where a fresh sign-in (OTP or Google) lands; after a session expired, the page the same
 * person was on when it ended, if it is in the area their role lands in.
 */
export function routeAfterSignIn(result: RoutingFields, back: ReturnPath | null = null): string {
  const landing = landingPage(result);
  const inArea = AREAS[landing];
  if (back && inArea?.(back.path) && back.userId === result.user_id) return back.path;
  // A garment tag's address opened signed out (/g/{tag}) names no one: whoever signs in to an
  // area goes back to it, and it opens the garment in their area.
  if (back && inArea && back.userId === null && back.path.startsWith('/g/')) return back.path;
  return landing;
}

function landingPage(result: RoutingFields): string {
  if (result.role === 'employee') {
    return result.store_selection_required && result.available_stores.length > 0
      ? '/store-selection'
      : '/employee/orders';
  }
  if (result.role === 'shopkeeper') {
    return result.signup ? '/signup' : '/app/order_list';
  }
  return '/';
}
