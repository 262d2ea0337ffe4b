import { OrderDetailsWithWork } from '../order-details-with-work';
import { renderShopOrderActions } from './render-shop-order-actions';

/** /app/order-details/:id */
export function OrderDetailsRoute() {
  return (
    <OrderDetailsWithWork ordersPath="/app/order_list" renderActions={renderShopOrderActions} />
  );
}
