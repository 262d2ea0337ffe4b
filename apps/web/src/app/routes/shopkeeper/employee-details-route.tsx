import { useParams } from 'react-router';
import { EmployeeDetailsPage } from '../../../features/employees/components/employee-details-page';

/** /app/employee-details/:id */
export function EmployeeDetailsRoute() {
  const { id = '' } = useParams();
  return <EmployeeDetailsPage key={id} employeeId={id} />;
}
