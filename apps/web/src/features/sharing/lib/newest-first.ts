import type { SharedCustomerOrder } from '@tailor/shared/sharing';

/** Newest first by order date (spec §2); orders of one day keep the server's order. */
export function newestFirst(orders: readonly SharedCustomerOrder[]): SharedCustomerOrder[] {
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) =>
      a.order.orderDate === b.order.orderDate
        ? a.index - b.index
        : a.order.orderDate < b.order.orderDate
          ? 1
          : -1,
    )
    .map(({ order }) => order);
}
