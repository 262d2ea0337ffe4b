import { useLocation, useParams } from 'react-router';
import { OrderDetailsPage } from '../../../features/orders/components/order-details/order-details-page';

/** /employee-order-details/:id: the staff order detail with an employee's powers. */
export function EmployeeOrderDetailsRoute() {
  const { id } = useParams();
  const location = useLocation();
  return (
    <OrderDetailsPage
      key={id}
      orderId={id?.trim() || null}
      navigationState={location.state}
      ordersPath="/employee/orders"
    />
  );
}
