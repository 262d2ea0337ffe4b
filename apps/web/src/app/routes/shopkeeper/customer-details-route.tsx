import { useParams } from 'react-router';
import { CustomerDetailsPage } from '../../../features/customers/components/customer-details-page';
import { OrdersDataList } from '../../../features/orders/components/order-list/orders-data-list';

/** /app/customers/:id: the customers feature's page, with the orders feature drawing the orders. */
export function CustomerDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <CustomerDetailsPage
      // A new customer id is a new page: no state carries over.
      key={id}
      customerId={id}
      renderOrders={(view) => <OrdersDataList variant="customer" {...view} />}
    />
  );
}
