import type { SignInResult } from '@tailor/shared/auth';

type RoutingFields = Pick<
  SignInResult,
  'role' | 'signup' | 'store_selection_required' | 'available_stores'
>;

/** Where a fresh sign-in (OTP or Google) lands, spec §4. */
export function routeAfterSignIn(result: RoutingFields): string {
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
