/** The two staff areas of the web app: the shop owner's (/app/…) and an employee's. */
export type AppArea = 'shopkeeper' | 'employee';

/** The staff order detail in each area: /app/order-details/{id} or /employee-order-details/{id}. */
export function orderDetailsPath(area: AppArea, orderId: string): string {
  const id = encodeURIComponent(orderId);
  return area === 'employee' ? `/employee-order-details/${id}` : `/app/order-details/${id}`;
}

/** The first page of each area. */
export function dashboardPath(area: AppArea): string {
  return area === 'shopkeeper' ? '/app/dashboard' : '/employee/dashboard';
}

/** The notifications page of each area. */
export function notificationsPagePath(area: AppArea): string {
  return area === 'shopkeeper' ? '/app/notifications' : '/employee/notifications';
}
