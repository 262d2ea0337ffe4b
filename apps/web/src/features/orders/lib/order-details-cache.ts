import type { QueryClient } from '@tanstack/react-query';
import type { MemberOrder } from '@tailor/shared/price-visibility';
import { ORDERS_QUERY_KEY, orderQueryOptions } from '../api/get-order';
import type { OrderDetailsView } from './order-details-navigation';

/**
 * What a status or payment change makes stale besides the order itself: order lists (any key
 * under 'orders'), customers' order lists and the money totals of the dashboard and earnings.
 */
const AFFECTED_QUERY_KEYS = [ORDERS_QUERY_KEY, ['customers'], ['dashboard'], ['earnings']] as const;

/** The order a write answered, over the detail shown: customer, history and payments stay until refetched. */
export function mergeOrder<T extends OrderDetailsView | MemberOrder>(
  detail: T,
  order: MemberOrder,
): T {
  return { ...detail, ...order };
}

/**
 * After a write answered with the order: show its new state at once, then refetch what it
 * changed, the history and payments of this order among them. The refetches run in the
 * background: the write is done, and the screen should not wait for them to say so.
 */
export function applyOrderUpdate(queryClient: QueryClient, order: MemberOrder): void {
  queryClient.setQueryData(orderQueryOptions(order._id).queryKey, (old) =>
    old ? mergeOrder(old, order) : old,
  );
  for (const queryKey of AFFECTED_QUERY_KEYS) {
    void queryClient.invalidateQueries({ queryKey: [...queryKey] });
  }
}

/**
 * The order as a screen last showed it, from whichever cached answer holds it (its page, the staff
 * page, a list): what a change kept for later is shown on until the server has it.
 */
export function findCachedOrder(queryClient: QueryClient, orderId: string): MemberOrder | null {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (
      data &&
      typeof data === 'object' &&
      '_id' in data &&
      data._id === orderId &&
      'order' in data &&
      'status' in data
    )
      return data as MemberOrder;
  }
  return null;
}

/**
 * Shows a change kept for later at once, as the server will make it. The answer keeps the time it
 * came from the server: the screen still says how old the rest of it is.
 */
export function applyKeptChange(queryClient: QueryClient, order: MemberOrder): void {
  const queryKey = orderQueryOptions(order._id).queryKey;
  queryClient.setQueryData(queryKey, (old) => (old ? mergeOrder(old, order) : old), {
    updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt,
  });
}

const keptOrders = new WeakSet<object>();

/** Marks an order shown for a change kept in the outbox (not the server's answer). */
export function keep<T extends object>(order: T): T {
  keptOrders.add(order);
  return order;
}

/** Whether an order is a kept change's stand-in rather than the server's answer. */
export function isKept(order: object): boolean {
  return keptOrders.has(order);
}
