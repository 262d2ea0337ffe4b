import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/order-details/:id */
export function OrderDetailsRoute() {
  return <PlaceholderPage titleKey="screens.orderDetails" />;
}
