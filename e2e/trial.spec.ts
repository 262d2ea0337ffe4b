import { expect, test } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

/**
 * Issue 16, trial dates: the shop fixes a trial when it takes the order; the customer, on a phone
 * and without logging in, sees it on the tracking link beside the exact balance to pay by UPI and
 * confirms it with one tap; the shop sees the answer on its trial list, the order and its
 * notifications.
 */

/** '29 Nov 2026' as every screen writes a day. */
function shown(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const name = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `${String(day).padStart(2, '0')} ${name} ${year}`;
}

test('the customer confirms the trial from the tracking link on a phone; the shop sees it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const headers = { authorization: `Bearer ${shop.token}` };
  const settings = await request.put('/api/settings', {
    headers,
    data: { upi_id: 'ashatailors@okaxis' },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  const trialDay = shopDate(2);
  const created = await request.post('/api/create_order', {
    headers,
    data: {
      customer: {
        name: 'Kavya Menon',
        mobile_no: uniquePhone(),
        address: '3 Temple Street, Madurai',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 1250.5,
        advancePayment: 250,
        paymentType: 'upi',
        orderDate: shopDate(0),
        dueDate: shopDate(6),
        trialDate: `${trialDay}T17:30`,
        products: [{ product: { name: 'Lehenga' }, price: 1250.5, measurements: {} }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string; order_number: number; share_link: string };

  // The customer, on a phone, logged out.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const customer = await phone.newPage();
  await customer.goto(new URL(order.share_link).pathname);
  await expect(customer.getByRole('link', { name: 'Pay ₹1,000.50 by UPI' })).toHaveAttribute(
    'href',
    `upi://pay?pa=ashatailors@okaxis&pn=${encodeURIComponent(shop.store_name!)}&am=1000.50&cu=INR&tr=${order.order_number}&tn=Order%20${order.order_number}`,
  );
  const card = customer.getByTestId('trial-card');
  await expect(card).toContainText(`Come in to try it on: ${shown(trialDay)}, 17:30`);
  await customer.screenshot({
    path: test.info().outputPath('trial-phone-390.png'),
    fullPage: true,
  });
  await card.getByRole('button', { name: 'I will come' }).tap();
  await expect(customer.getByTestId('trial-answer')).toHaveText(
    'You said you will come. See you then!',
  );
  await expect(card.getByRole('button', { name: 'I will come' })).toHaveCount(0);
  await customer.screenshot({
    path: test.info().outputPath('trial-phone-390-confirmed.png'),
    fullPage: true,
  });
  await phone.close();

  // The shop, at the counter.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/trials');
  await expect(page.getByRole('heading', { level: 1, name: 'Trials' })).toBeVisible();
  const row = page.getByTestId('trial-row').filter({ hasText: 'Kavya Menon' });
  await expect(row).toContainText('17:30');
  await expect(row.getByTestId('trial-answer')).toHaveText('Will come');
  await page.screenshot({ path: test.info().outputPath('trials-1280.png'), fullPage: true });

  await row.getByRole('button', { name: /Open order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/order-details/${order._id}$`));
  await expect(page.getByTestId('trial-answer')).toHaveText('Customer will come');

  await page.goto('/app/notifications');
  await expect(
    page.getByText(
      `Kavya Menon will come for the trial of Order #${order.order_number} on ${shown(trialDay)}, 17:30`,
    ),
  ).toBeVisible();
});
