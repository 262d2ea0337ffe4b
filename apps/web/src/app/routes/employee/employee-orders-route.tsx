import { useParams } from 'react-router';
import { EmployeeOrdersPage } from '../../../features/employee-area/components/employee-orders-page';
import { StoreFromLink } from '../../../features/stores/components/store-from-link';

/** /employee/orders and /employee/orders/:storeId (a link naming the store switches to it first). */
export function EmployeeOrdersRoute() {
  const { storeId } = useParams();
  if (!storeId) return <EmployeeOrdersPage />;
  return (
    <StoreFromLink key={storeId} storeId={storeId}>
      <EmployeeOrdersPage />
    </StoreFromLink>
  );
}
