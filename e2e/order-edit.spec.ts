import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

async function placeOrder(
  request: APIRequestContext,
  shop: ApiSession,
  advance: number,
): Promise<{ _id: string; order_number: number }> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#7b61ff' },
  })
    .png()
    .toBuffer();
  const image = await request.post('/api/upload_image', {
    headers: auth(shop),
    multipart: { file: { name: 'kurta.png', mimeType: 'image/png', buffer: png } },
  });
  expect(image.status()).toBe(201);
  const created = await request.post('/api/create_order', {
    headers: auth(shop),
    data: {
      customer: {
        name: 'Kavita Joshi',
        mobile_no: uniquePhone(),
        address: '8 Station Road, Ahmedabad',
        gender: 'female',
      },
      order: {
        totalAmount: 900,
        advancePayment: advance,
        paymentType: 'cash',
        dueDate: shopDate(10),
        products: [
          {
            product: { name: 'Kurta' },
            price: 900,
            measurements: { Chest: '36', Length: '40' },
            uploadedImages: [(await image.json())._id],
          },
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

test('a shopkeeper fixes a price and a measurement, adds a garment, sees both in the history, and cancels an order with a refund', async ({
  page,
  request,
}) => {
  // Two edits with a photo upload and a cancellation: longer than one step of the default 60 s.
  test.setTimeout(120_000);
  const shop = await apiCreateShop(request);
  const order = await placeOrder(request, shop, 300);
  await useSessionInBrowser(page, shop);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/order-details/${order._id}`);
  await page.getByRole('button', { name: 'Edit order' }).click();
  const dialog = page.getByTestId('edit-order-dialog');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/edit-390.png', fullPage: false });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots/edit-1280.png', fullPage: false });

  const line = dialog.getByTestId('edit-line-0');
  await line.getByLabel('Price (₹)').fill('1050');
  await line.getByLabel(/^Chest/).fill('38');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('region', { name: 'Status History' });
  await expect(history.getByText('Order edited')).toBeVisible();
  await expect(history.getByText('Kurta · Price: ₹900 → ₹1,050')).toBeVisible();
  await expect(history.getByText(/Kurta · Chest: 36 → 38/)).toBeVisible();
  await expect(page.getByTestId('billing-remaining')).toHaveText('₹750');

  // A second garment the customer asks for: the new-order form's card, photo and all.
  await page.getByRole('button', { name: 'Edit order' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add garment' }).click();
  const added = dialog.locator('section', {
    has: page.getByRole('heading', { name: 'Product 2' }),
  });
  await added.getByRole('combobox', { name: 'Garment' }).click();
  await page.getByRole('option', { name: 'Blouse' }).click();
  await added.getByLabel('Price').fill('400');
  await added.getByLabel(/^Bust/).fill('34');
  await dialog.getByLabel('Add images for product 2').setInputFiles({
    name: 'blouse.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#e05a8a' },
    })
      .png()
      .toBuffer(),
  });
  await expect(added.getByLabel('blouse.png uploaded')).toBeVisible();
  // A shop with no staff: the owner ('Me') is chosen already, as on the new-order form.
  await expect(added.getByRole('combobox', { name: 'Assigned employee' })).toContainText('Me');
  await page.setViewportSize({ width: 390, height: 844 });
  await added.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/edit-add-garment-390.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await expect(history.getByText('Blouse added (₹400)')).toBeVisible();
  await expect(history.getByText('Total: ₹1,050 → ₹1,450')).toBeVisible();
  await expect(page.getByText('Blouse', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('billing-remaining')).toHaveText('₹1,150');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByTestId('cancel-order-dialog');
  await cancel.getByLabel(/Reason/).fill('Customer changed their mind');
  await cancel.getByRole('radio', { name: 'Refund ₹300 to the customer' }).check();
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toBeHidden();

  await expect(page.getByTestId('cancelled-money')).toHaveText('Cancelled · Refunded ₹300');
  await expect(history.getByText('Refunded ₹300')).toBeVisible();
  await expect(page.getByTestId('billing-paid')).toHaveText('₹0');
  await page.screenshot({ path: '/tmp/shots/edit-cancelled-1280.png', fullPage: true });
});
