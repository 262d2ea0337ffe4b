import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee/created-orders */
export function EmployeeCreatedOrdersRoute() {
  return <PlaceholderPage titleKey="screens.employeeCreatedOrders" />;
}
