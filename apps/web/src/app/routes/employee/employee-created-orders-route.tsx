import { CreatedOrdersPage } from '../../../features/employee-area/components/created-orders-page';

/** /employee/created-orders */
export function EmployeeCreatedOrdersRoute() {
  return <CreatedOrdersPage />;
}
