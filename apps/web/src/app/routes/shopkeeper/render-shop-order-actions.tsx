import { BillingDownloads } from '../../../features/billing/components/billing-downloads';
import type { OrderDetailsPageProps } from '../../../features/orders/components/order-details/order-details-page';
import { OrderShareActions } from '../../../features/sharing/components/order-share-actions';

type Order = Parameters<NonNullable<OrderDetailsPageProps['renderActions']>>[0];

/** The shopkeeper's actions on an order: share its link, and download its bills. */
export function renderShopOrderActions(order: Order) {
  return (
    <>
      <OrderShareActions order={order} />
      <BillingDownloads order={order} />
    </>
  );
}
