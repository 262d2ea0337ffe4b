import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/employee-details/:id */
export function EmployeeDetailsRoute() {
  return <PlaceholderPage titleKey="screens.employeeDetails" />;
}
