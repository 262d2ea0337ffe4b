import type { AppArea } from '../components/nav-items';

/** The staff order detail in each area: /app/order-details/{id} or /employee-order-details/{id}. */
export function orderDetailsPath(area: AppArea, orderId: string): string {
  const id = encodeURIComponent(orderId);
  return area === 'employee' ? `/employee-order-details/${id}` : `/app/order-details/${id}`;
}
