import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee/account */
export function EmployeeAccountRoute() {
  return <PlaceholderPage titleKey="screens.employeeAccount" />;
}
