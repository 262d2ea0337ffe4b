import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/orders */
export function StaffOrderRoute() {
  return <PlaceholderPage titleKey="screens.orderDetails" />;
}
