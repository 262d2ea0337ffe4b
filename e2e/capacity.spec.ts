import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCreateShop, apiJoinShop, useSessionInBrowser, type ApiSession } from './support/auth';
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
  order: { orderType: 'alteration'; dueDate: string; garments: string[]; assignedTo?: string },
): Promise<{ _id: string }> {
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
          ...(order.assignedTo ? { assigned_to: order.assignedTo } : {}),
        })),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
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

test("assigning a garment to an employee whose own day is full warns, and a delay's new date shows the loads", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const ravi = await apiJoinShop(request, shop, 'Ravi Kumar');
  // The shop finishes 2 garments a day; Ravi 1 of his own.
  const settings = await request.put('/api/settings', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: { daily_capacity: 2, employee_capacity: { [ravi.employee_id]: 1 } },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const workDay = shopDate(3);
  const fullDay = shopDate(5);
  await placeOrder(request, shop, {
    orderType: 'alteration',
    dueDate: workDay,
    garments: ['Kurta'],
    assignedTo: ravi.employee_id,
  });
  const order = await placeOrder(request, shop, {
    orderType: 'alteration',
    dueDate: workDay,
    garments: ['Blouse'],
  });
  await placeOrder(request, shop, {
    orderType: 'alteration',
    dueDate: fullDay,
    garments: ['Salwar', 'Dupatta'],
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useSessionInBrowser(page, shop);
  await page.goto(`/app/order-details/${order._id}`);

  // The Blouse goes to Ravi, who already has the Kurta that day: a warning, not a refusal.
  await page.getByRole('button', { name: 'Edit order' }).click();
  const edit = page.getByTestId('edit-order-dialog');
  const line = edit.getByTestId('edit-line-0');
  await choose(page, line, 'Assigned to', 'Ravi Kumar');
  const warning = line.getByTestId('assignee-full');
  await expect(warning).toContainText(
    `Ravi Kumar already has 1 of 1 garment on ${weekday(workDay)}, ${shown(workDay)}.`,
  );
  await expect(warning).toContainText('You may still assign this garment to them.');
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('assignee-full-390.png') });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('product-card')).toContainText('Ravi Kumar');

  // Delayed: the new expected date's loads; a full day warns with the first free day.
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Update Status' })
    .click();
  const dialog = page.getByTestId('update-status-dialog');
  await dialog.getByRole('radio', { name: /^Delayed/ }).check();
  await dialog.getByLabel(/Delay reason/).fill('The lining cloth is late');
  await dialog.getByTestId(`load-${fullDay}`).click();
  const full = dialog.getByTestId('due-date-full');
  await expect(full).toContainText('This day is full (2 of 2 garments).');
  await expect(full).toContainText(shown(shopDate(6)));
  await full.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('delay-full-390.png') });
  await full.getByRole('button', { name: /^Take / }).click();
  await expect(full).toBeHidden();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByTestId('order-status-chip')).toHaveText('Delayed');
  await expect(page.getByText(`New expected date: ${shown(shopDate(6))}`)).toBeVisible();
  await context.close();
});

/** 'Tue' as the interface writes a weekday. */
function weekday(iso: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
