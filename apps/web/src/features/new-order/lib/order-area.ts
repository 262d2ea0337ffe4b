import { createContext, useContext } from 'react';

/**
 * Who is taking the order. The shopkeeper assigns from the shop's employee list and may add an
 * employee on the spot; an employee assigns from the store's staff (GET /employee/assignees) and
 * lands on their own order screen.
 */
export type OrderArea = 'shopkeeper' | 'employee';

export const OrderAreaContext = createContext<OrderArea>('shopkeeper');

export function useOrderArea(): OrderArea {
  return useContext(OrderAreaContext);
}

/** Where a created order opens. */
export function orderDetailsPath(area: OrderArea, orderId: string): string {
  const id = encodeURIComponent(orderId);
  return area === 'employee' ? `/employee-order-details/${id}` : `/app/order-details/${id}`;
}
