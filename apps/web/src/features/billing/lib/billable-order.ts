import type { Order } from '@tailor/shared/orders/responses';

/** What the billing downloads need of an order. */
export type BillableOrder = Pick<Order, '_id' | 'order_number' | 'share_token'>;

/**
 * A PDF to download: the order, and its number as the shop writes it ('KT-42', from
 * useOrderNumber), which names the file when the server's name cannot be read.
 */
export interface BillDownload {
  order: BillableOrder;
  orderNumber: string;
}
