import { useLocation, useParams, useSearchParams } from 'react-router';
import { BillingDownloads } from '../../../features/billing/components/billing-downloads';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';
import { orderIdFrom } from '../../../features/orders/lib/order-details-navigation';
import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';

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
      renderActions={(order) => (
        <>
          <OrderShareActions order={order} />
          <BillingDownloads order={order} />
        </>
      )}
    />
  );
}
