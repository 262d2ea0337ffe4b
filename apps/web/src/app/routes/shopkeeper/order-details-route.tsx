import { useLocation, useParams } from 'react-router';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';

/** /app/order-details/:id */
export function OrderDetailsRoute() {
  const { id } = useParams();
  const location = useLocation();
  return (
    <OrderDetailsPage
      key={id}
      orderId={id?.trim() || null}
      navigationState={location.state}
      ordersPath="/app/order_list"
    />
  );
}
