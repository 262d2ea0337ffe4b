import { useLocation, useParams } from 'react-router';
import { BillingDownloads } from '../../../features/billing/components/billing-downloads';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';
import { OrderWorkCard } from '../../../features/karigars/components/order-work-card';
import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';

/** /app/order-details/:id */
export function OrderDetailsRoute() {
  const { id } = useParams();
  const location = useLocation();
  const orderId = id?.trim() || null;
  return (
    <>
      <OrderDetailsPage
        key={id}
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
      {orderId && <OrderWorkCard orderId={orderId} />}
    </>
  );
}
