import { useLocation, useParams } from 'react-router';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';
import { OrderWorkCard } from '../../../features/karigars/components/order-work-card';
import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';

/** /employee-order-details/:id: the staff order detail with an employee's powers. */
export function EmployeeOrderDetailsRoute() {
  const { id } = useParams();
  const location = useLocation();
  const orderId = id?.trim() || null;
  return (
    <>
      <OrderDetailsPage
        key={id}
        orderId={orderId}
        navigationState={location.state}
        ordersPath="/employee/orders"
        // Billing PDFs are the shopkeeper's; the order's link is shared by any staff who
        // may see prices (the page offers no actions to the others).
        renderActions={(order) => <OrderShareActions order={order} />}
      />
      {orderId && <OrderWorkCard orderId={orderId} />}
    </>
  );
}
