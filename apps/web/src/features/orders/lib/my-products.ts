import type { MemberOrder, MemberOrderProduct } from '@tailor/shared/price-visibility';

/** The order's product lines assigned to this employee; all of them when the employee is unknown. */
export function myProducts(order: MemberOrder, employeeId: string | null): MemberOrderProduct[] {
  const products = order.order.products;
  if (!employeeId) return products;
  return products.filter((product) => product.assigned_to?._id === employeeId);
}

/** The product page of one line: /employee/{orderId}/product/{productId}. */
export function productPath(orderId: string, productId: string): string {
  return `/employee/${encodeURIComponent(orderId)}/product/${encodeURIComponent(productId)}`;
}
