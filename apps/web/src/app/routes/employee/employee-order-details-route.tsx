import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee-order-details/:id */
export function EmployeeOrderDetailsRoute() {
  return <PlaceholderPage titleKey="screens.employeeOrderDetails" />;
}
