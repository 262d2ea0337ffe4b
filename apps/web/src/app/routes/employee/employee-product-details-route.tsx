import { useParams } from 'react-router';
import { ProductDetailsPage } from '../../../features/orders/components/employee/product-details-page';

/** /employee/:id/product/:productId (the order id, then the product line's id) */
export function EmployeeProductDetailsRoute() {
  const { productId = '' } = useParams();
  return <ProductDetailsPage key={productId} productId={productId} />;
}
