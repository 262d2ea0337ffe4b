import { expect, test } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { shopDate } from './support/dates';
import { uniquePhone } from './support/sms-outbox';

/**
 * Issue 31, sections 3 and 4 at 390 px: the shop asks the customer to approve an add-on from the
 * order page; the customer approves it from the tracking link (a plain form) and the order's total
 * rises; after delivery the customer says a garment needs a change, and the shop's order list shows
 * the alteration opened for it above the list.
 */
test('the customer approves an add-on from the tracking link, then reports a fit problem', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shop = await apiCreateShop(request);
  const created = await request.post('/api/create_order', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: {
      customer: {
        name: 'Lata Menon',
        mobile_no: uniquePhone(),
        address: '9 Lake Road',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 800,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(5),
        products: [{ product: { name: 'Blouse' }, price: 800, measurements: {} }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string; share_token: string };

  // The shop asks from the order page.
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.goto(`/app/order-details/${order._id}`);
  const card = page.getByTestId('approvals-card');
  await card.getByRole('button', { name: 'Ask the customer' }).click();
  const dialog = page.getByTestId('approval-dialog');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Lining');
  await dialog.getByRole('spinbutton', { name: 'Price (₹)' }).fill('150');
  await dialog.getByRole('button', { name: 'Send to customer' }).click();
  await expect(card.getByTestId('approval')).toContainText('Waiting');

  // The customer approves from the tracking link, on a phone.
  const tracking = await page.context().newPage();
  await tracking.setViewportSize({ width: 390, height: 844 });
  await tracking.goto(`/shared_order/${order.share_token}`);
  const approvals = tracking.getByTestId('approvals-card');
  await expect(approvals).toContainText('Price: ₹150');
  await approvals.getByLabel('Message to the shop (optional)').fill('Silk lining please');
  await approvals.getByRole('button', { name: 'Approve' }).click();
  await expect(tracking.getByTestId('approval-decided')).toContainText('You approved this on');
  await expect(tracking.getByText('₹950').first()).toBeVisible();
  await tracking.screenshot({ path: test.info().outputPath('approved-390.png'), fullPage: true });

  await page.reload();
  await expect(page.getByTestId('approval')).toContainText('Approved');
  await expect(page.getByTestId('approval')).toContainText('Silk lining please');

  // Paid and delivered, the customer says the blouse needs a change.
  const paid = await request.put(`/api/update_remaining_payment/${order._id}`, {
    headers: { authorization: `Bearer ${shop.token}` },
    data: { remainingAmount: 950 },
  });
  expect(paid.status(), await paid.text()).toBeLessThan(300);
  const delivered = await request.post('/api/update_order_status', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: { order_id: order._id, status: 'Delivered' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await tracking.reload();
  const fit = tracking.getByTestId('fit-card');
  await expect(fit).toContainText('How did it fit?');
  const blouse = fit.getByTestId('fit-open').filter({ hasText: 'Blouse' });
  await blouse.getByLabel('What needs changing? (optional)').fill('Sleeves too long');
  await blouse.getByRole('button', { name: 'Needs a change' }).click();
  await expect(tracking.getByTestId('fit-answered').filter({ hasText: 'Blouse' })).toContainText(
    'You asked for a change',
  );

  await page.goto('/app/order_list');
  const fixes = page.getByTestId('fit-fixes');
  await expect(fixes).toContainText('1 order needs a change');
  await expect(fixes.getByRole('link')).toContainText('Lata Menon');
});
