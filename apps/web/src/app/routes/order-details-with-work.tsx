import { useLocation, useParams } from 'react-router';
import { OrderWorkCard } from '../../features/karigars/components/order-work-card';
import {
  OrderDetailsPage,
  type OrderDetailsPageProps,
} from '../../features/orders/components/order-details/order-details-page';

/** The staff order detail of the order in the path (`:id`), with its karigar work below it. */
export function OrderDetailsWithWork({
  ordersPath,
  renderActions,
}: Pick<OrderDetailsPageProps, 'ordersPath' | 'renderActions'>) {
  const { id } = useParams();
  const location = useLocation();
  const orderId = id?.trim() || null;
  return (
    <>
      <OrderDetailsPage
        key={id}
        orderId={orderId}
        navigationState={location.state}
        ordersPath={ordersPath}
        renderActions={renderActions}
      />
      {orderId && <OrderWorkCard orderId={orderId} />}
    </>
  );
}
