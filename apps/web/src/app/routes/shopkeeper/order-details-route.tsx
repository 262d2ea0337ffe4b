import { useLocation, useParams } from 'react-router';
import { BillingDownloads } from '../../../features/billing/components/billing-downloads';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';
import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';

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
      renderActions={(order) => (
        <>
          <OrderShareActions order={order} />
          <BillingDownloads order={order} />
        </>
      )}
    />
  );
}
