import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee/dashboard */
export function EmployeeDashboardRoute() {
  return <PlaceholderPage titleKey="screens.employeeDashboard" />;
}
