import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';
import { OrderDetailsWithWork } from '../order-details-with-work';

/** /employee-order-details/:id: the staff order detail with an employee's powers. */
export function EmployeeOrderDetailsRoute() {
  return (
    <OrderDetailsWithWork
      ordersPath="/employee/orders"
      // Billing PDFs are the shopkeeper's; the order's link is shared by any staff who
      // may see prices (the page offers no actions to the others).
      renderActions={(order) => <OrderShareActions order={order} />}
    />
  );
}
