import { CreatedOrdersPage } from '../../../features/orders/components/employee/created-orders-page';

/** /employee/created-orders */
export function EmployeeCreatedOrdersRoute() {
  return <CreatedOrdersPage />;
}
