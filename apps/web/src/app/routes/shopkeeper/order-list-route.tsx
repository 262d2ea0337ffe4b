import { OrderListPage } from '../../../features/orders/components/order-list/order-list-page';

/** /app/order_list */
export function OrderListRoute() {
  return <OrderListPage />;
}
