import { expect, test, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

/**
 * Issue 16, UPI: the owner sets the shop's UPI ID once; the customer's tracking link then asks for
 * the exact balance, as a button that opens the UPI app on a phone and as a QR code on a computer.
 */

async function uploadImage(request: APIRequestContext, shop: ApiSession): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4db6ac' } })
    .png()
    .toBuffer();
  const response = await request.post('/api/upload_image', {
    headers: { authorization: `Bearer ${shop.token}` },
    multipart: { file: { name: 'garment.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The text of the QR code in a screenshot. */
async function qrLinkOf(shot: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** An order of ₹2,345.50 with ₹500 advance and ₹845.25 paid later: ₹1,000.25 is due. */
async function orderWithBalance(request: APIRequestContext, shop: ApiSession) {
  const headers = { authorization: `Bearer ${shop.token}` };
  const created = await request.post('/api/create_order', {
    headers,
    data: {
      customer: {
        name: 'Meena Iyer',
        mobile_no: uniquePhone(),
        address: '14 Gandhi Road, Mylapore',
        gender: 'female',
      },
      order: {
        orderType: 'new',
        totalAmount: 2345.5,
        advancePayment: 500,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(5),
        products: [
          {
            product: { name: 'Blouse' },
            price: 2345.5,
            measurements: { Bust: '34' },
            uploadedImages: [await uploadImage(request, shop)],
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string; order_number: number; share_link: string };
  const paid = await request.put(`/api/update_remaining_payment/${order._id}`, {
    headers,
    data: { remainingAmount: 845.25, paymentType: 'cash' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order;
}

test('the owner sets a UPI ID; the customer pays the exact balance by UPI from the tracking link', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shop = await apiCreateShop(request);
  const order = await orderWithBalance(request, shop);

  // The owner, at the counter's computer.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/account?tab=settings');
  const card = page.getByRole('region', { name: 'Payments by UPI' });
  await card.getByLabel('UPI ID').fill('meenastailors');
  await card.getByRole('button', { name: 'Save UPI details' }).click();
  await expect(card.getByText('Enter a UPI ID like shopname@okaxis')).toBeVisible();
  await card.getByLabel('UPI ID').fill('meenastailors@okaxis');
  await card.getByLabel('Payee name').fill('Meena Tailors');
  await card.getByRole('button', { name: 'Save UPI details' }).click();
  await expect(page.getByText('UPI details saved.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('upi-settings-1280.png'), fullPage: true });

  const link = `upi://pay?pa=meenastailors@okaxis&pn=Meena%20Tailors&am=1000.25&cu=INR&tr=${order.order_number}&tn=Order%20${order.order_number}`;

  // The customer, on a phone, logged out.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const customer = await phone.newPage();
  await customer.goto(new URL(order.share_link).pathname);
  const pay = customer.getByRole('link', { name: 'Pay ₹1,000.25 by UPI' });
  await expect(pay).toBeVisible();
  await expect(pay).toHaveAttribute('href', link);
  await expect(customer.getByTestId('upi-qr')).toBeHidden();
  await expect(
    customer.getByText('The shop marks the bill paid once the money reaches it.'),
  ).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath('upi-phone-390.png'), fullPage: true });
  await phone.close();

  // The same link opened on a computer shows the QR code, which reads back as the same link.
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await desk.goto(new URL(order.share_link).pathname);
  const qr = desk.getByTestId('upi-qr');
  await expect(qr).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Pay ₹1,000.25 by UPI' })).toBeHidden();
  await expect(
    desk.getByText('Scan with any UPI app on your phone to pay ₹1,000.25.'),
  ).toBeVisible();
  expect(await qrLinkOf(await qr.screenshot())).toBe(link);
  await desk.screenshot({ path: test.info().outputPath('upi-desktop-1280.png'), fullPage: true });
  await desk.close();

  // At the counter, the owner collects the balance by UPI: the dialog shows the QR code of the
  // amount typed for the customer to scan, the whole balance first, then a part of it.
  await page.goto(`/app/order-details/${order._id}`);
  await page.getByRole('button', { name: 'Collect Payment' }).click();
  const collect = page.getByTestId('collect-payment-dialog');
  await collect.getByRole('radio', { name: 'UPI' }).check();
  const counterQr = collect.getByRole('img', {
    name: 'UPI QR code to pay ₹1,000.25 to Meena Tailors',
  });
  await expect(counterQr).toBeVisible();
  expect(await qrLinkOf(await counterQr.screenshot())).toBe(link);
  await collect.getByLabel('Amount received').fill('400');
  const partQr = collect.getByRole('img', { name: 'UPI QR code to pay ₹400 to Meena Tailors' });
  await expect(partQr).toBeVisible();
  expect(await qrLinkOf(await partQr.screenshot())).toBe(link.replace('am=1000.25', 'am=400.00'));
  await page.screenshot({ path: test.info().outputPath('upi-collect-1280.png') });
  await collect.getByRole('radio', { name: 'Cash' }).check();
  await expect(collect.getByTestId('collect-upi-qr')).toBeHidden();
  await collect.getByRole('button', { name: 'Cancel' }).click();

  // Once the shop records the balance, nothing is asked any more.
  const settle = await request.put(`/api/update_remaining_payment/${order._id}`, {
    headers: { authorization: `Bearer ${shop.token}` },
    data: { remainingAmount: 1000.25, paymentType: 'UPI' },
  });
  expect(settle.ok()).toBe(true);
  const after = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await after.goto(new URL(order.share_link).pathname);
  await expect(after.getByTestId('shared-order')).toBeVisible();
  await expect(after.getByText(/by UPI/)).toHaveCount(0);
  await after.close();

  // Closing the day on a phone, in Hindi: the takings list the UPI payments alone, each with the
  // reference its link carried, to tick off against the shop's UPI statement.
  const counter = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await counter.newPage();
  await useSessionInBrowser(owner, shop);
  await owner.evaluate(() => localStorage.setItem('language', 'hi'));
  await owner.goto('/app/takings');
  const chips = owner.getByRole('group', { name: 'तरीके के अनुसार भुगतान दिखाएँ' });
  await chips.getByRole('button', { name: 'UPI' }).click();
  await expect(owner).toHaveURL(/method=upi/);
  await expect(owner.getByText(`UPI · संदर्भ ${order.order_number}`)).toBeVisible();
  await owner.screenshot({
    path: test.info().outputPath('takings-upi-hi-390.png'),
    fullPage: true,
  });
  await counter.close();
});
