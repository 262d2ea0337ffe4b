import type { Order, OrderProduct } from '@tailor/shared/orders';

/** The order's product lines assigned to this employee; all of them when the employee is unknown. */
export function myProducts(order: Order, employeeId: string | null): OrderProduct[] {
  const products = order.order.products;
  if (!employeeId) return products;
  return products.filter((product) => product.assigned_to?._id === employeeId);
}

/** The product page of one line: /employee/{orderId}/product/{productId} (spec §2). */
export function productPath(orderId: string, productId: string): string {
  return `/employee/${encodeURIComponent(orderId)}/product/${encodeURIComponent(productId)}`;
}
