import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/order_list */
export function OrderListRoute() {
  return <PlaceholderPage titleKey="screens.orderList" />;
}
