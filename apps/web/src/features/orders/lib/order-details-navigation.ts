import type { StatusEvent } from '@tailor/shared/orders/responses';
import {
  memberOrderDetailSchema,
  memberOrderSchema,
  type MemberOrder,
  type MemberOrderDetail,
  type MemberPaymentEntry,
} from '@tailor/shared/price-visibility';

export type OrderCustomer = MemberOrderDetail['customer'];

/**
 * What a screen may pass in navigation state when it opens an order's detail: the order as a
 * list answers it, and its customer if known (a customer of GET /get_customers or
 * GET /customers/{id} fits).
 */
export interface OrderDetailsNavigationState {
  order?: MemberOrder | MemberOrderDetail;
  customer?: Partial<OrderCustomer> & Pick<OrderCustomer, '_id' | 'name' | 'mobile_no'>;
}

/**
 * The order as the screen shows it. History and payments are null while only navigation state is
 * known (they come with GET /orders/{id}); customer is null when nobody said who it is. Money
 * figures are null for staff whose position may not see prices: the screen shows nothing for them.
 */
export interface OrderDetailsView extends MemberOrder {
  customer: OrderCustomer | null;
  status_history: StatusEvent[] | null;
  payments: MemberPaymentEntry[] | null;
  /** A Cancelled order's reason and money (GET /orders/{id} only). */
  cancellation?: MemberOrderDetail['cancellation'];
  /** The shop's UPI payee, for the QR code of a payment (GET /orders/{id} only). */
  upi_payee?: MemberOrderDetail['upi_payee'];
  /** The customer's answer to the trial (GET /orders/{id} only). */
  trial_answer?: MemberOrderDetail['trial_answer'];
}

const customerSchema = memberOrderDetailSchema.shape.customer;

function readCustomer(value: unknown): OrderCustomer | null {
  if (!value || typeof value !== 'object') return null;
  // A list customer may leave gender or address out; the card shows them as unknown.
  const parsed = customerSchema.safeParse({ gender: null, address: null, ...value });
  return parsed.success ? parsed.data : null;
}

/**
 * The order (and customer) in navigation state, when it is the order `orderId` names (or no id was
 * given). Anything else, or a shape that does not match the contract, is ignored: the screen then
 * fetches the order.
 */
export function orderFromNavigationState(
  state: unknown,
  orderId: string | null,
): OrderDetailsView | null {
  if (!state || typeof state !== 'object' || !('order' in state)) return null;
  const { order, customer } = state as { order?: unknown; customer?: unknown };
  const detail = memberOrderDetailSchema.safeParse(order);
  if (detail.success) {
    if (orderId && detail.data._id !== orderId) return null;
    return { ...detail.data, customer: readCustomer(customer) ?? detail.data.customer };
  }
  const plain = memberOrderSchema.safeParse(order);
  if (!plain.success || (orderId && plain.data._id !== orderId)) return null;
  return { ...plain.data, customer: readCustomer(customer), status_history: null, payments: null };
}

/** The order id of /app/order-details/{id}, /app/orders/{id}, /app/orders?id=… or the state's order. */
export function orderIdFrom(options: {
  pathId: string | undefined;
  search: URLSearchParams;
  state: unknown;
}): string | null {
  const fromPath = options.pathId?.trim();
  if (fromPath) return fromPath;
  const fromQuery = (options.search.get('id') ?? options.search.get('orderId'))?.trim();
  if (fromQuery) return fromQuery;
  const state = options.state as { order?: { _id?: unknown } } | null | undefined;
  const fromState = state?.order?._id;
  return typeof fromState === 'string' && fromState.trim() ? fromState.trim() : null;
}
