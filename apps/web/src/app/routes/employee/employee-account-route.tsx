import { EmployeeAccountPage } from '../../../features/employee-area/components/employee-account-page';

/** /employee/account */
export function EmployeeAccountRoute() {
  return <EmployeeAccountPage />;
}
