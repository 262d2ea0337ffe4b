import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/employee-list */
export function EmployeeListRoute() {
  return <PlaceholderPage titleKey="screens.employeeList" />;
}
