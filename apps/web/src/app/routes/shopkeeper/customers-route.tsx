import { CustomersPage } from '../../../features/customers/components/customers-page';

/** /app/customer */
export function CustomersRoute() {
  return <CustomersPage />;
}
