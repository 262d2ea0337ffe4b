import { useLocation, useParams, useSearchParams } from 'react-router';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';
import { orderIdFrom } from '../../../features/orders/lib/order-details-navigation';
import { renderShopOrderActions } from './render-shop-order-actions';

/** /app/orders?id=… and /app/orders/:id: the staff order detail; the id may also come in navigation state. */
export function StaffOrderRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const orderId = orderIdFrom({ pathId: id, search, state: location.state });
  return (
    <OrderDetailsPage
      key={orderId ?? ''}
      orderId={orderId}
      navigationState={location.state}
      ordersPath="/app/order_list"
      renderActions={renderShopOrderActions}
    />
  );
}
