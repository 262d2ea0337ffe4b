import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee/orders and /employee/orders/:storeId */
export function EmployeeOrdersRoute() {
  return <PlaceholderPage titleKey="screens.employeeOrders" />;
}
