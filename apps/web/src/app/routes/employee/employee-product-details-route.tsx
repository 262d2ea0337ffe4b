import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee/:id/product/:productId */
export function EmployeeProductDetailsRoute() {
  return <PlaceholderPage titleKey="screens.employeeProductDetails" />;
}
