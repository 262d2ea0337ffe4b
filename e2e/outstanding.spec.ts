import { expect, test } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

/**
 * Issue 17, money and garments still out: a garment ready and not paid for shows on the owner's
 * report and on the dashboard; one tap queues a reminder, the report says so, and its WhatsApp
 * link carries the customer's number.
 */

test('the owner sees a ready, unpaid order as money still out and reminds the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const headers = { authorization: `Bearer ${shop.token}` };
  const mobile = uniquePhone();
  const created = await request.post('/api/create_order', {
    headers,
    data: {
      customer: {
        name: 'Gita Sharma',
        mobile_no: mobile,
        address: '4 Mall Road',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 1800,
        advancePayment: 500,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(2),
        products: [{ product: { name: 'Blouse' }, price: 1800, measurements: {} }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string; order_number: number };
  const ready = await request.post('/api/update_order_status', {
    headers,
    data: { order_id: order._id, status: 'Completed' },
  });
  expect(ready.ok(), await ready.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/dashboard');
  await expect(page.getByText('Money still out').first()).toBeVisible();
  await expect(page.getByText('₹1,300').first()).toBeVisible();

  await page.goto('/app/outstanding');
  await expect(page.getByRole('heading', { level: 1, name: 'Money still out' })).toBeVisible();
  await expect(page.getByTestId('still-out')).toContainText('₹1,300');
  const remind = page
    .getByRole('button', { name: `Remind about order #${order.order_number}, Gita Sharma` })
    .first();
  await remind.click();
  await expect(
    page
      .getByRole('button', { name: `Order #${order.order_number}, Gita Sharma: reminded today` })
      .first(),
  ).toBeVisible();
  const whatsApp = page
    .getByRole('link', { name: `Send on WhatsApp about order #${order.order_number}, Gita Sharma` })
    .first();
  expect(await whatsApp.getAttribute('href')).toMatch(
    new RegExp(`^https://wa\\.me/91${mobile}\\?`),
  );
  await page.screenshot({ path: test.info().outputPath('outstanding-390.png'), fullPage: true });

  // The reminder went into the order's messages, once.
  const messages = await request.get(`/api/orders/${order._id}/messages`, { headers });
  const kinds = ((await messages.json()) as { messages: { kind: string }[] }).messages.map(
    (m) => m.kind,
  );
  // The automatic ones (taken, and ready with its balance) and the reminder from the balances list.
  expect(kinds).toEqual(['order_taken', 'ready', 'balance_due']);
});
