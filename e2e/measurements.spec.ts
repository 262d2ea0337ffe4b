import { expect, test } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { shopDate } from './support/dates';
import { choose, measurement, typeDate } from './support/forms';
import { uniquePhone } from './support/sms-outbox';

/**
 * Issue 18, measurements that remember: a returning customer's garment shows last time's values,
 * a value that moved a lot is flagged at the field, and the order goes only once the shop ticks
 * that it checked it.
 */
test('a returning customer’s changed measurement is flagged and asks to be confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const headers = { authorization: `Bearer ${shop.token}` };
  const phone = uniquePhone();
  const earlier = await request.post('/api/create_order', {
    headers,
    data: {
      customer: { name: 'Rekha Nair', mobile_no: phone, address: '5 Beach Road', gender: 'female' },
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(2),
        products: [{ product: { name: 'Blouse' }, price: 0, measurements: { Waist: '30' } }],
      },
    },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/add-alteration-order');
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Customer mobile number').fill(phone);
  await expect(page.getByLabel('Customer name')).toHaveValue('Rekha Nair');
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Blouse');
  await expect(product.getByText('Last time: 30')).toBeVisible();
  await measurement(product, 'Waist').fill('36');
  await expect(product.getByText('+6 since last time: please check')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('measurement-warning-390.png') });
  await page.getByRole('button', { name: 'Next' }).click();

  await typeDate(page, 'Due date', shopDate(3));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit order' });
  await expect(dialog).toContainText('These values look unusual');
  await expect(dialog).toContainText('Waist 36: +6 since last time (was 30)');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('I have checked these values: they are right').check();
  await confirm.click();
  await expect(page).toHaveURL(/\/app\/order-details\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  const order = await request.get(`/api/orders/${id}`, { headers });
  const saved = (await order.json()) as { order: { products: { measurements: object }[] } };
  expect(saved.order.products[0]!.measurements).toEqual({ Waist: '36' });
});
