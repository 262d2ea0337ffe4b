import { PlaceholderPage } from '../../../components/placeholder-page';

/** /shared_customer_orders/:token */
export function SharedCustomerOrdersRoute() {
  return <PlaceholderPage titleKey="screens.sharedCustomerOrders" />;
}
