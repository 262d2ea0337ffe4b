import { EmployeeAccountPage } from '../../../features/account/components/employee-account-page';

/** /employee/account */
export function EmployeeAccountRoute() {
  return <EmployeeAccountPage />;
}
