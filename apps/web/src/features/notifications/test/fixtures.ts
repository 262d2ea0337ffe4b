import type { Notification } from '@tailor/shared/notifications-schemas';

export function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n-${n}`,
    type: 'product_assigned',
    priority: 'normal',
    read: false,
    data: { orderNumber: n, productName: `Shirt ${n}` },
    order_id: `order-${n}`,
    store_id: 'store-1',
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}
