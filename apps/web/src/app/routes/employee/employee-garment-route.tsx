import { useParams } from 'react-router';
import { GarmentPage } from '../../../features/orders/components/garment/garment-page';

/** /employee/g/:tag: a garment by its tag, for an employee who works on its order. */
export function EmployeeGarmentRoute() {
  const { tag = '' } = useParams();
  return <GarmentPage key={tag} tagCode={tag} area="employee" />;
}
