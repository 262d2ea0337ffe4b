import { EmployeeDashboardPage } from '../../../features/employee-area/components/employee-dashboard-page';

/** /employee/dashboard */
export function EmployeeDashboardRoute() {
  return <EmployeeDashboardPage />;
}
