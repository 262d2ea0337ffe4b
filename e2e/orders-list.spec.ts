import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import { e2eBaseUrl } from '../playwright.config';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';

/** The smallest valid PNG: new orders need one image per product. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CUSTOMERS = [
  { name: 'Asha Rao', mobile_no: '9876543210', gender: 'female' },
  { name: 'Vikram Shah', mobile_no: '9812345678', gender: 'male' },
  { name: 'Priya Nair', mobile_no: '9898989898', gender: 'female' },
] as const;

/** Order dates in two months long past, so the date filter does not depend on today. */
const JANUARY = { start: '2025-01-01', end: '2025-01-31' };

type Created = {
  _id: string;
  order_number: number;
  customer_name: string;
  customer_id: string;
  status: string;
  orderDate: string;
};

function auth(shop: ApiSession) {
  return { authorization: `Bearer ${shop.token}` };
}

async function uploadImage(request: APIRequestContext, shop: ApiSession): Promise<string> {
  const answer = await request.post('/api/upload_image', {
    headers: auth(shop),
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 } },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

/**
 * Twelve orders for three customers: the first four dated in January 2025, the rest in March 2025;
 * every fourth (from the second) then marked Completed, the others stay Pending. Returned in
 * creation order, so the last is the newest.
 */
async function createOrders(request: APIRequestContext, shop: ApiSession): Promise<Created[]> {
  const dueDate = addDays(todayInShopZone(), 10);
  const created: Created[] = [];
  for (let i = 0; i < 12; i++) {
    const customer = CUSTOMERS[i % CUSTOMERS.length]!;
    const orderDate = i < 4 ? `2025-01-${String(10 + i).padStart(2, '0')}` : `2025-03-${10 + i}`;
    const price = 1000 + i * 100;
    const answer = await request.post('/api/create_order', {
      headers: auth(shop),
      data: {
        customer: { ...customer, address: `${i + 1} MG Road, Ahmedabad` },
        order: {
          orderType: 'new',
          totalAmount: price,
          advancePayment: 200,
          paymentType: 'cash',
          orderDate,
          dueDate,
          products: [
            {
              product: { name: 'Kurta' },
              price,
              measurements: { Chest: '38' },
              uploadedImages: [await uploadImage(request, shop)],
            },
          ],
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const order = (await answer.json()) as Created & { order: { orderDate: string } };
    created.push({ ...order, orderDate: order.order.orderDate });
  }
  for (const order of created.filter((_, i) => i % 4 === 1)) {
    const answer = await request.post('/api/update_order_status', {
      headers: auth(shop),
      data: { order_id: order._id, status: 'Completed' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    order.status = 'Completed';
  }
  return created;
}

const newestFirst = (orders: Created[]) => [...orders].reverse();

/** The rows of the orders table (wide screens), once loaded. */
function tableRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
}

/** Types a date into a picker's field, section by section, as a person would. */
async function typeDate(page: Page, label: string, isoDate: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
}

test.describe('order list', () => {
  // One worker, in order: the orders made once in beforeAll serve every test.
  test.describe.configure({ mode: 'default' });
  let shop: ApiSession;
  let orders: Created[];

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
    shop = await apiCreateShop(request);
    orders = await createOrders(request, shop);
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await useSessionInBrowser(page, shop);
  });

  test('shows 10 orders, newest first, then loads the rest as the list scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/order_list');
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText(`Showing 10 of ${orders.length} orders`)).toBeVisible();
    const newest = newestFirst(orders)[0]!;
    await expect(cards.first()).toContainText(`#${newest.order_number}`);
    await expect(cards.first()).toContainText(newest.customer_name);

    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(orders.length);
    await expect(page.getByText("You've seen all items")).toBeVisible();
    await expect(cards.last()).toContainText(`#${orders[0]!.order_number}`);
  });

  test('filters by status from the drawer and removes the filter from its chip', async ({
    page,
  }) => {
    const completed = orders.filter((o) => o.status === 'Completed');
    await page.goto('/app/order_list');
    await expect(tableRows(page)).not.toHaveCount(0);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter Orders' });
    await drawer.getByRole('button', { name: 'Completed' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/status=Completed/);
    await expect(tableRows(page)).toHaveCount(completed.length);
    for (const order of completed) {
      await expect(
        page.getByRole('row', { name: new RegExp(`^#${order.order_number}\\b`) }),
      ).toContainText('Completed');
    }

    await page.getByRole('button', { name: 'Remove filter Status: Completed' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByText(`of ${orders.length} orders`)).toBeVisible();
  });

  test('filters by a date range, refusing an end date before the start date', async ({ page }) => {
    const january = orders.filter(
      (o) => o.orderDate >= JANUARY.start && o.orderDate <= JANUARY.end,
    );
    await page.goto('/app/order_list');
    await expect(tableRows(page)).not.toHaveCount(0);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter Orders' });
    await typeDate(page, 'Start date', JANUARY.start);
    await typeDate(page, 'End date', '2024-12-31');
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('alert')).toHaveText(
      'End date cannot be earlier than start date.',
    );
    await expect(drawer).toBeVisible();
    expect(page.url()).not.toContain('to=');

    await typeDate(page, 'End date', JANUARY.end);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`from=${JANUARY.start}&to=${JANUARY.end}`));
    await expect(tableRows(page)).toHaveCount(january.length);
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
      'From 01 Jan 2025',
    );
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
      'To 31 Jan 2025',
    );
  });

  test('picks the end date from the calendar and applies at once', async ({ page }) => {
    await page.goto(`/app/order_list?from=${JANUARY.start}`);
    await expect(tableRows(page)).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter Orders' });
    const calendar = page.getByRole('grid');
    // The calendar pops up with a transition; a click that lands before it settles is lost, so
    // the pick is tried again (reopening the calendar) until the drawer closes.
    await expect(async () => {
      if (!(await calendar.isVisible())) {
        await drawer.getByRole('button', { name: 'Choose end date' }).click();
      }
      await expect(calendar).toBeVisible();
      // The end's calendar opens on the start's month, January 2025.
      await expect(page.getByText('January 2025')).toBeVisible();
      await page.getByRole('gridcell', { name: '31' }).click({ timeout: 2_000 });
      await expect(drawer).toBeHidden({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`to=${JANUARY.end}`));
  });

  test('searches by customer name', async ({ page }) => {
    const priya = orders.filter((o) => o.customer_name === 'Priya Nair');
    await page.goto('/app/order_list');
    await expect(tableRows(page)).not.toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('priya');
    await expect(page).toHaveURL(/q=priya/);
    await expect(tableRows(page)).toHaveCount(priya.length);
    for (const row of await tableRows(page).all()) await expect(row).toContainText('Priya Nair');
  });

  test('opens an order from the list', async ({ page }) => {
    const newest = newestFirst(orders)[0]!;
    await page.goto('/app/order_list');
    await page.getByRole('row', { name: new RegExp(`^#${newest.order_number}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`/app/order-details/${newest._id}$`));
  });

  test('lists the customers and shows one with their orders', async ({ page }) => {
    const priyaOrders = newestFirst(orders.filter((o) => o.customer_name === 'Priya Nair'));
    await page.goto('/app/customer');
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.locator('tbody tr')).toHaveCount(CUSTOMERS.length);
    await expect(table.getByRole('row', { name: /Priya Nair/ })).toContainText('+91 98989 89898');
    await table.getByRole('row', { name: /Priya Nair/ }).click();

    await expect(page).toHaveURL(new RegExp(`/app/customers/${priyaOrders[0]!.customer_id}$`));
    const card = page.getByRole('region', { name: 'Customer details' });
    await expect(card.getByRole('heading', { name: 'Priya Nair' })).toBeVisible();
    await expect(card.getByText('Female')).toBeVisible();
    await expect(card.getByRole('link', { name: '+91 98989 89898' })).toHaveAttribute(
      'href',
      'tel:+919898989898',
    );
    // The new order starts with this person chosen among the people on the number.
    await expect(page.getByRole('link', { name: 'New order for this customer' })).toHaveAttribute(
      'href',
      `/app/new-order?mobile=9898989898&customer=${priyaOrders[0]!.customer_id}`,
    );

    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(priyaOrders.length);
    await expect(rows.first()).toContainText(`#${priyaOrders[0]!.order_number}`);
    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/app/order-details/${priyaOrders[0]!._id}$`));
  });

  test("edits a customer's address", async ({ page }) => {
    const customerId = orders.find((o) => o.customer_name === 'Vikram Shah')!.customer_id;
    await page.goto(`/app/customers/${customerId}`);
    await page.getByRole('button', { name: 'Edit address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit address' });
    await dialog.getByRole('textbox', { name: 'Address' }).fill('7 Laxmi Road, Ahmedabad');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('customer-address')).toHaveText('7 Laxmi Road, Ahmedabad');
    await page.reload();
    await expect(page.getByTestId('customer-address')).toHaveText('7 Laxmi Road, Ahmedabad');
  });
});
