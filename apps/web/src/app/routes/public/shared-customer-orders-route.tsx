import { useParams } from 'react-router';
import { SharedCustomerOrdersPage } from '../../../features/sharing/components/shared-customer-orders-page';

/** /shared_customer_orders/:token: the customer's order history; no login. */
export function SharedCustomerOrdersRoute() {
  const { token = '' } = useParams();
  return <SharedCustomerOrdersPage key={token} token={token} />;
}
