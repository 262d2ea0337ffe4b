import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';
import { choose, measurement, typeDate } from './support/forms';

/**
 * The capacity calendar (workshop issue, item 2): a shop that finishes 3 garments a day has a day
 * already full; at the counter, on a phone, choosing that day as a due date warns with the first
 * free day, whose button takes it; the shop may still keep the full day. The calendar then shows
 * the day over capacity and its orders, and the order page the staff's internal target date.
 */

/** '29 Nov 2026' as every screen writes a day. */
function shown(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const name = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `${String(day).padStart(2, '0')} ${name} ${year}`;
}

async function placeOrder(
  request: APIRequestContext,
  shop: ApiSession,
  order: { orderType: 'alteration'; dueDate: string; garments: string[] },
) {
  // Alteration orders: priced later and without images, so a few lines of API make them.
  const price = 0;
  const response = await request.post('/api/create_order', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: {
      customer: {
        name: 'Meena Iyer',
        mobile_no: uniquePhone(),
        address: '4 Station Road, Pune',
        gender: 'female',
      },
      order: {
        orderType: order.orderType,
        totalAmount: price * order.garments.length,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: order.dueDate,
        products: order.garments.map((name) => ({
          product: { name },
          price,
          measurements: {},
        })),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a due date on a full day warns with the first free day; the shop may keep it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const settings = await request.put('/api/settings', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: { daily_capacity: 3, buffer_days: 1 },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const fullDay = shopDate(4);
  const nextDay = shopDate(5);
  await placeOrder(request, shop, {
    orderType: 'alteration',
    dueDate: fullDay,
    garments: ['Kurta', 'Salwar'],
  });
  await placeOrder(request, shop, {
    orderType: 'alteration',
    dueDate: fullDay,
    garments: ['Blouse'],
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useSessionInBrowser(page, shop);
  await page.goto('/app/add-alteration-order');
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Customer mobile number').fill(uniquePhone());
  await page.getByLabel('Customer name').fill('Rekha Pillai');
  await page.getByLabel('Address').fill('9 Temple Road, Pune');
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Blouse');
  await measurement(product, 'Waist').fill('30');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Cash').check();

  // The next 14 days' loads sit under the field; the full day is marked.
  const strip = page.getByTestId('due-date-load');
  await expect(strip.getByTestId(`load-${fullDay}`)).toHaveText(/3\/3$/);
  await expect(strip.getByTestId(`load-${fullDay}`)).toHaveAttribute('data-level', 'full');

  await typeDate(page, 'Due date', fullDay);
  const warning = page.getByTestId('due-date-full');
  await expect(warning).toContainText('This day is full (3 of 3 garments).');
  await expect(warning).toContainText(`First free day: `);
  await expect(warning).toContainText(shown(nextDay));
  await page.screenshot({ path: test.info().outputPath('capacity-warning-390.png') });

  // One tap takes the suggested day...
  await warning.getByRole('button', { name: /^Take / }).click();
  await expect(
    page.getByRole('group', { name: 'Due date' }).locator('xpath=..').locator('input'),
  ).toHaveValue(nextDay.split('-').reverse().join('/'));
  await expect(warning).toBeHidden();

  // ...but the shop may promise the full day all the same.
  await strip.getByTestId(`load-${fullDay}`).click();
  await expect(warning).toContainText('You may still keep this date.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page
    .getByRole('dialog', { name: 'Submit order' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/app\/order-details\/[0-9a-f-]{36}$/);

  // Staff see the internal target date, a buffer day before the due date.
  await expect(page.getByTestId('internal-target-date')).toHaveText(shown(shopDate(3)));
  await expect(page.getByText('Target date (internal)')).toBeVisible();

  // The calendar shows the day over capacity, and its three orders.
  await page.goto(`/app/capacity?at=${fullDay}`);
  await expect(page.getByRole('heading', { name: 'Capacity calendar', level: 1 })).toBeVisible();
  const day = page.getByTestId(`capacity-day-${fullDay}`);
  await expect(day).toContainText('4/3');
  await expect(day).toHaveAttribute('data-level', 'over');
  await page.screenshot({
    path: test.info().outputPath('capacity-month-390.png'),
    fullPage: true,
  });
  await day.click();
  const panel = page.getByTestId('capacity-day-panel');
  await expect(panel).toContainText('4 of 3 garments · Over capacity');
  await expect(panel.getByText('Rekha Pillai')).toBeVisible();
  await expect(panel.getByText('Meena Iyer')).toHaveCount(2);

  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByTestId(`capacity-day-${fullDay}`)).toContainText('4 of 3 garments');
  await page.screenshot({
    path: test.info().outputPath('capacity-week-390.png'),
    fullPage: true,
  });
  await context.close();
});
