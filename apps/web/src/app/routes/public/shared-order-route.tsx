import { useParams } from 'react-router';
import { SharedOrderPage } from '../../../features/sharing/components/shared-order-page';

/** /shared_order/:token: the customer's order tracking page; no login. */
export function SharedOrderRoute() {
  const { token = '' } = useParams();
  return <SharedOrderPage key={token} token={token} />;
}
