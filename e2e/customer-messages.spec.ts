import { expect, test } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

/**
 * Issue 16, messages at each step, in a shop with no message gateway: the owner chooses which
 * messages go out, and the order page offers each due message as a WhatsApp message with its words
 * filled in, for the staff to send from their own phone.
 */

test('the owner turns a message off; the order page offers the others on WhatsApp with their words', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const headers = { authorization: `Bearer ${shop.token}` };

  await page.setViewportSize({ width: 1280, height: 900 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/account?tab=settings');
  const settings = page.getByRole('region', { name: 'Messages to customers' });
  await expect(
    settings.getByText(
      'When the order is marked Completed, with the balance and a link to pay by UPI',
    ),
  ).toBeVisible();
  await settings.getByLabel('Delivered').uncheck();
  await settings.getByRole('button', { name: 'Save messages' }).click();
  await expect(page.getByText('Message settings saved.')).toBeVisible();
  await settings.screenshot({ path: test.info().outputPath('message-settings-1280.png') });

  const mobile = uniquePhone();
  const created = await request.post('/api/create_order', {
    headers,
    data: {
      customer: {
        name: 'Farida Khan',
        mobile_no: mobile,
        address: '9 Park Street',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 750,
        advancePayment: 200,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(3),
        products: [{ product: { name: 'Salwar' }, price: 750, measurements: {} }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string; order_number: number; share_link: string };

  // The counter on a phone: the order is marked Completed from its page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/order-details/${order._id}`);
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Update Status' })
    .click();
  const dialog = page.getByTestId('update-status-dialog');
  await dialog.getByRole('radio', { name: /^Completed/ }).check();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByTestId('order-status-chip')).toHaveText('Completed');

  const card = page.locator('section, div').filter({
    has: page.getByRole('heading', { name: 'Messages to the customer' }),
  });
  const ready = card.getByRole('listitem', { name: 'Ready for pickup' });
  await expect(ready).toBeVisible();
  await expect(card.getByRole('listitem', { name: 'Order taken' })).toBeVisible();
  // Ready for pickup carries the balance and the link in one message: no separate balance one.
  await expect(card.getByRole('listitem', { name: 'Balance due' })).toHaveCount(0);
  await expect(ready.getByTestId('message-state')).toHaveText('Not sent yet');

  const link = await ready.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
  const url = new URL(link!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/91${mobile}`);
  const text = url.searchParams.get('text')!;
  expect(text).toContain(`your order #${order.order_number} at`);
  expect(text).toContain('Balance to pay: ₹550');
  expect(text).toContain(order.share_link);
  await page.screenshot({ path: test.info().outputPath('order-messages-390.png'), fullPage: true });

  // Paid and delivered: no thanks message, as the owner chose.
  const paid = await request.put(`/api/update_remaining_payment/${order._id}`, {
    headers,
    data: { remainingAmount: 550, paymentType: 'cash' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const delivered = await request.post('/api/update_order_status', {
    headers,
    data: { order_id: order._id, status: 'Delivered' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const messages = await request.get(`/api/orders/${order._id}/messages`, { headers });
  const kinds = ((await messages.json()) as { messages: { kind: string }[] }).messages.map(
    (m) => m.kind,
  );
  expect(kinds).toEqual(['order_taken', 'ready']);
});
