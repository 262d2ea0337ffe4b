import type { Order } from '@tailor/shared/orders';

/** What the billing downloads need of an order. */
export type BillableOrder = Pick<Order, '_id' | 'order_number' | 'share_token'>;
