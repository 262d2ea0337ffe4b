import { ApiError } from '../../../lib/api-client';

/** The orderList translation keys of a failed order list. */
export type OrderListErrorKey =
  | 'errors.server'
  | 'errors.auth'
  | 'errors.forbidden'
  | 'errors.network'
  | 'errors.generic'
  | 'errors.noSession';

export type OrderListError = {
  key: OrderListErrorKey;
  /** After a server error the list is cleared rather than left showing older rows. */
  clearsList: boolean;
};

/** Which text a failed GET /get_orders shows. */
export function orderListError(error: unknown): OrderListError {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { key: 'errors.network', clearsList: false };
    // Any 5xx is the backend failing, whether the answer came from the API or a proxy before it.
    if (error.status !== null && error.status >= 500)
      return { key: 'errors.server', clearsList: true };
    if (error.status === 401) return { key: 'errors.auth', clearsList: false };
    if (error.status === 403) return { key: 'errors.forbidden', clearsList: false };
  }
  return { key: 'errors.generic', clearsList: false };
}
