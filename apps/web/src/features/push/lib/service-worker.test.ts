import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

type Handler = (event: unknown) => void;

/** public/push-sw.js run against a stand-in `self`; answers the notifications it shows. */
function runServiceWorker() {
  const handlers = new Map<string, Handler>();
  const showNotification = vi.fn(async () => undefined);
  const self = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification },
    location: { origin: 'https://shop.example' },
  };
  const source = readFileSync(
    path.join(import.meta.dirname, '../../../../public/push-sw.js'),
    'utf8',
  );
  new Function('self', source)(self);
  const push = async (payload: object) => {
    const pending: Promise<unknown>[] = [];
    handlers.get('push')!({
      data: { json: () => payload, text: () => JSON.stringify(payload) },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    await Promise.all(pending);
  };
  return { push, showNotification };
}

const base = {
  notification_id: 'n-1',
  priority: 'normal',
  order_id: 'order-1',
  url: '/employee-order-details/order-1',
};

describe('the service worker’s English fallback', () => {
  it("writes the order number as the shop does ('Order #KT-42')", async () => {
    const { push, showNotification } = runServiceWorker();
    await push({
      ...base,
      type: 'product_assigned',
      data: { orderNumber: 42, productName: 'Kurta' },
      order_number: 'KT-42',
      title: 'New work assigned: Kurta (Order #KT-42)',
    });
    expect(showNotification).toHaveBeenCalledWith(
      'New work assigned',
      expect.objectContaining({ body: 'Kurta in Order #KT-42 is assigned to you' }),
    );
  });

  it('keeps the bare number for a payload without one', async () => {
    const { push, showNotification } = runServiceWorker();
    await push({ ...base, type: 'order_overdue', data: { orderNumber: 7 } });
    expect(showNotification).toHaveBeenCalledWith(
      'Order overdue',
      expect.objectContaining({ body: 'Order #7 is overdue' }),
    );
  });
});
