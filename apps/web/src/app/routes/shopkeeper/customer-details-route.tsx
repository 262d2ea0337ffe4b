import { useParams } from 'react-router';
import { useCustomer } from '../../../features/customers/api/get-customer';
import { CustomerDetailsPage } from '../../../features/customers/components/customer-details-page';
import { OrdersDataList } from '../../../features/orders/components/order-list/orders-data-list';
import { CustomerHistoryShareActions } from '../../../features/sharing/components/customer-history-share-actions';

/** /app/customers/:id: the customers feature's page, with the orders feature drawing the orders. */
export function CustomerDetailsRoute() {
  const { id = '' } = useParams();
  // The page's own query: read from the same cache, so sharing costs no extra request.
  const customer = useCustomer(id).data;
  return (
    <CustomerDetailsPage
      // A new customer id is a new page: no state carries over.
      key={id}
      customerId={id}
      renderOrders={(view) => <OrdersDataList variant="customer" {...view} />}
      orderHistoryShareAction={customer && <CustomerHistoryShareActions customer={customer} />}
    />
  );
}
