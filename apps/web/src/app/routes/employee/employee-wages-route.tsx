import { MyWagesPage } from '../../../features/karigars/components/my-wages-page';

/** /employee/wages */
export function EmployeeWagesRoute() {
  return <MyWagesPage />;
}
