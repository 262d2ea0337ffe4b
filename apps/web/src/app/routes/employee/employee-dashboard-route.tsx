import { EmployeeDashboardPage } from '../../../features/orders/components/employee/employee-dashboard-page';

/** /employee/dashboard */
export function EmployeeDashboardRoute() {
  return <EmployeeDashboardPage />;
}
