import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { UNREAD_POLL_MS } from '@tailor/shared/constants';
import { addDays, monthShortName, todayInShopZone } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import sharp from 'sharp';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { otpCount, readOtp, uniquePhone } from './support/sms-outbox';

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

type Line = { name: string; price: number; assignedTo?: string; image?: boolean };
type PlacedOrder = {
  _id: string;
  order_number: number;
  orderDate: string;
  total: number;
  /** The advance taken with the order. */
  advance: number;
  /** Everything paid so far: the advance and balance collected later. */
  paid: number;
};

async function uploadImage(request: APIRequestContext, shop: ApiSession): Promise<string> {
  const png = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#4db6ac' },
  })
    .png()
    .toBuffer();
  const response = await request.post('/api/upload_image', {
    headers: auth(shop),
    multipart: { file: { name: 'garment.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** Creates an order over the API and answers what the dashboard should count of it. */
async function placeOrder(
  request: APIRequestContext,
  shop: ApiSession,
  options: {
    orderType: 'new' | 'alteration';
    orderDate: string;
    advance: number;
    lines: Line[];
    customer: string;
  },
): Promise<PlacedOrder> {
  const total = options.lines.reduce((sum, line) => sum + line.price, 0);
  const products = [];
  for (const line of options.lines) {
    products.push({
      product: { name: line.name },
      price: line.price,
      measurements: { Length: '40' },
      assigned_to: line.assignedTo ?? null,
      uploadedImages: line.image ? [await uploadImage(request, shop)] : [],
    });
  }
  const response = await request.post('/api/create_order', {
    headers: auth(shop),
    data: {
      customer: {
        name: options.customer,
        mobile_no: uniquePhone(),
        address: '22 Ashram Road, Navrangpura',
        gender: 'female',
      },
      order: {
        orderType: options.orderType,
        totalAmount: total,
        advancePayment: options.advance,
        paymentType: 'cash',
        orderDate: options.orderDate,
        dueDate: addDays(todayInShopZone(), 3),
        products,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { _id: string; order_number: number };
  return {
    ...created,
    orderDate: options.orderDate,
    total,
    advance: options.advance,
    paid: options.advance,
  };
}

async function collectPayment(
  request: APIRequestContext,
  shop: ApiSession,
  order: PlacedOrder,
  amount: number,
): Promise<void> {
  const response = await request.put(`/api/update_remaining_payment/${order._id}`, {
    headers: auth(shop),
    data: { remainingAmount: amount },
  });
  expect(response.ok(), await response.text()).toBe(true);
  order.paid += amount;
}

/** An employee of the shop, made through the invite flow: invite, OTP for the invited phone, accept. */
async function inviteEmployee(
  request: APIRequestContext,
  shop: ApiSession,
  name: string,
): Promise<{ session: ApiSession; employeeId: string }> {
  const phone = uniquePhone();
  const invited = await request.post('/api/send-invite', {
    headers: auth(shop),
    data: { name, phone },
  });
  expect(invited.status()).toBe(201);
  const { invite } = (await invited.json()) as { invite: { token: string } };
  const before = otpCount(phone);
  expect((await request.post('/api/auth/otp/request', { data: { phone } })).ok()).toBe(true);
  const otp = await readOtp(phone, before);
  const accepted = await request.post(`/api/invites/${invite.token}/accept`, {
    data: { phone, otp },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const session = { ...(await accepted.json()), phone } as ApiSession;
  const employees = await request.get('/api/get_employees', { headers: auth(shop) });
  const list = (await employees.json()) as { employees: { _id: string; name: string }[] };
  const employee = list.employees.find((e) => e.name === name);
  expect(employee).toBeDefined();
  return { session, employeeId: employee!._id };
}

/** The figures of the earnings card: amount, advances, remaining and payments received. */
async function expectEarnings(
  page: Page,
  figures: { amount: number; advance: number; paid: number; remaining: number },
) {
  await expect(page.getByTestId('earnings-amount')).toHaveText(formatRupees(figures.amount));
  await expect(page.getByTestId('earnings-advance')).toHaveText(formatRupees(figures.advance));
  await expect(page.getByTestId('earnings-remaining')).toHaveText(formatRupees(figures.remaining));
  await expect(page.getByTestId('earnings-paid')).toHaveText(formatRupees(figures.paid));
}

function sums(orders: PlacedOrder[]) {
  const amount = orders.reduce((sum, o) => sum + o.total, 0);
  const advance = orders.reduce((sum, o) => sum + o.advance, 0);
  const paid = orders.reduce((sum, o) => sum + o.paid, 0);
  return { amount, advance, paid, remaining: amount - paid };
}

/** The bell in the app bar, named by its unread count. */
function bell(page: Page, unread: number): Locator {
  const name = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

test.describe('dashboard and earnings', () => {
  test('a new shop sees empty states, then the amounts of its orders and payments', async ({
    page,
    request,
  }) => {
    const shop = await apiCreateShop(request);
    await useSessionInBrowser(page, shop);

    // A new shop: nothing earned, nothing due.
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectEarnings(page, { amount: 0, advance: 0, paid: 0, remaining: 0 });
    // Last month earned nothing either: there is nothing to compare this month with.
    await expect(page.getByTestId('earnings-no-comparison')).toHaveText(
      'No sales last month to compare',
    );
    const monthly = page.getByRole('region', { name: 'Monthly Growth' });
    await expect(monthly.getByText('No Monthly Data')).toBeVisible();
    const revenue = page.getByRole('region', { name: 'Revenue Trend' });
    await expect(revenue.getByText('No Revenue Data')).toBeVisible();
    await expect(revenue.getByText('Start earning to see revenue trends here')).toBeVisible();
    await expect(page.getByText('No orders are due this week.')).toBeVisible();
    await page.goto('/app/earnings');
    const yearly = page.getByRole('region', { name: 'Yearly Performance' });
    await expect(yearly.getByText('No Yearly Data')).toBeVisible();
    await expect(yearly.getByText('Start earning to see yearly trends here')).toBeVisible();

    // Orders: one today (part paid later), one on 1 January, one last year (paid in full).
    const today = todayInShopZone();
    const year = Number(today.slice(0, 4));
    const suit = await placeOrder(request, shop, {
      orderType: 'new',
      orderDate: today,
      advance: 1_000,
      customer: 'Asha Rao',
      lines: [
        { name: 'Shirt', price: 1_200, image: true },
        { name: 'Trouser', price: 1_500.5, image: true },
      ],
    });
    await collectPayment(request, shop, suit, 700);
    const blouse = await placeOrder(request, shop, {
      orderType: 'alteration',
      orderDate: `${year}-01-01`,
      advance: 300,
      customer: 'Priya Desai',
      lines: [{ name: 'Blouse fitting', price: 800 }],
    });
    const sherwani = await placeOrder(request, shop, {
      orderType: 'alteration',
      orderDate: `${year - 1}-06-15`,
      advance: 4_500,
      customer: 'Farhan Shaikh',
      lines: [{ name: 'Sherwani', price: 4_500 }],
    });
    const all = [suit, blouse, sherwani];
    const thisMonth = sums(all.filter((o) => o.orderDate.slice(0, 7) === today.slice(0, 7)));
    const thisYear = sums(all.filter((o) => o.orderDate.startsWith(String(year))));
    const overall = sums(all);

    await page.goto('/app/dashboard');
    const card = page.getByRole('region', { name: 'Earnings Overview' });
    await expect(card.getByRole('button', { name: 'This Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectEarnings(page, thisMonth);
    await card.getByRole('button', { name: 'This Year' }).click();
    await expectEarnings(page, thisYear);
    await expect(page.getByTestId('earnings-growth')).toHaveText('0%');
    await card.getByRole('button', { name: 'Total Income' }).click();
    await expectEarnings(page, overall);
    await expect(page.getByTestId('earnings-growth')).toHaveText('0%');
    await card.getByRole('button', { name: 'This Month' }).click();
    await expectEarnings(page, thisMonth);

    // Today's order shows on the daily chart.
    await expect(
      monthly.getByRole('figure', { name: 'Daily revenue over the past month' }),
    ).toBeVisible();

    // Hovering the revenue chart over this month shows the month and its revenue.
    const month = monthShortName(Number(today.slice(5, 7)));
    const chart = revenue.getByRole('figure', { name: `Monthly revenue in ${year}` });
    await expect(chart).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    const tick = chart.locator('.chart-x-ticks text', {
      hasText: new RegExp(`^${month}$`),
    });
    await expect(tick).toBeVisible();
    const tickBox = await tick.boundingBox();
    const chartBox = await chart.boundingBox();
    expect(tickBox && chartBox).toBeTruthy();
    await page.mouse.move(tickBox!.x + tickBox!.width / 2, chartBox!.y + chartBox!.height / 2);
    const tooltip = chart.getByTestId('chart-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(`${month} ${year}`);
    await expect(tooltip).toContainText(`Revenue: ${formatRupees(thisMonth.amount)}`);

    // The orders due this week open their order.
    const due = page.getByRole('table', { name: 'Orders Due This Week' });
    await expect(due.getByRole('row')).toHaveCount(1 + all.length);
    await due.getByRole('row', { name: new RegExp(`Order #${suit.order_number} `) }).click();
    await expect(page).toHaveURL(new RegExp(`/app/order-details/${suit._id}$`));

    // Earnings: one point per year on the yearly chart.
    await page.goto('/app/earnings');
    const yearlyChart = page
      .getByRole('region', { name: 'Yearly Performance' })
      .getByRole('figure', { name: 'Revenue by year' });
    await expect(yearlyChart.getByText(String(year - 1), { exact: true })).toBeVisible();
    await expect(yearlyChart.getByText(String(year), { exact: true })).toBeVisible();
    await expect(yearlyChart.locator('.chart-line-dot')).toHaveCount(2);

    // Last year's revenue trend, from the year chooser.
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(year - 1) }).click();
    const lastYear = page.getByRole('figure', { name: `Monthly revenue in ${year - 1}` });
    await expect(lastYear).toBeVisible();
  });
});

test.describe('charts on a phone', () => {
  test('the revenue trend below the first screens is drawn when the owner scrolls to it', async ({
    page,
    request,
  }) => {
    const shop = await apiCreateShop(request);
    const today = todayInShopZone();
    for (const customer of ['Asha Rao', 'Priya Desai', 'Farhan Shaikh']) {
      await placeOrder(request, shop, {
        orderType: 'alteration',
        orderDate: today,
        advance: 500,
        customer,
        lines: [{ name: 'Blouse fitting', price: 1_200 }],
      });
    }
    await page.setViewportSize({ width: 390, height: 640 });
    await useSessionInBrowser(page, shop);
    const plots: string[] = [];
    page.on('request', (asked) => {
      const file = new URL(asked.url()).pathname.split('/').pop()!;
      if (file.includes('-plot-')) plots.push(file.replace(/-[\w-]{8}\.js$/, ''));
    });
    await page.goto('/app/dashboard');

    // Monthly Growth, under the earnings card, is in the first screen and drawn at once.
    const monthly = page.getByRole('region', { name: 'Monthly Growth' });
    await expect(monthly.locator('.chart-bar')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Orders Due This Week' })).toBeVisible();
    await expect(page.getByText('Farhan Shaikh')).toBeVisible();
    // The revenue trend, under the orders due this week, holds its place until it comes near.
    const chart = page.getByRole('figure', { name: `Monthly revenue in ${today.slice(0, 4)}` });
    await expect(chart).toBeAttached();
    const viewport = page.viewportSize()!;
    expect((await chart.boundingBox())!.y).toBeGreaterThan(2 * viewport.height);
    await page.waitForTimeout(500);
    await expect(chart.locator('.chart-surface')).toHaveCount(0);
    expect(plots).toEqual(['monthly-growth-plot']);

    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.chart-area-curve')).toBeVisible();
    expect(plots).toEqual(['monthly-growth-plot', 'revenue-trend-plot']);
  });
});

test.describe('notifications', () => {
  test('an employee sees the bell count rise when work is assigned, and opens the order from it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const shop = await apiCreateShop(request);
    const { session, employeeId } = await inviteEmployee(request, shop, 'Ravi Kumar');
    await useSessionInBrowser(page, session);
    await page.goto('/employee/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();
    await expect(page.getByText('No notifications yet')).toBeVisible();

    const order = await placeOrder(request, shop, {
      orderType: 'alteration',
      orderDate: todayInShopZone(),
      advance: 0,
      customer: 'Neha Gupta',
      lines: [{ name: 'Kurta', price: 650, assignedTo: employeeId }],
    });

    // The bell asks every 30 s: the count rises without a reload.
    await expect(bell(page, 1)).toBeVisible({ timeout: UNREAD_POLL_MS + 10_000 });
    await expect(bell(page, 1).getByTestId('notification-badge')).toHaveText('1');

    await bell(page, 1).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', {
      name: `New work assigned: Kurta in Order #${order.order_number} is assigned to you (unread)`,
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/employee-order-details/${order._id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }),
    ).toBeVisible();
    // Opening it read it.
    await expect(bell(page, 0)).toBeVisible();
  });

  test('a shopkeeper reads and deletes notifications on the notifications page', async ({
    page,
    request,
  }) => {
    const shop = await apiCreateShop(request);
    await inviteEmployee(request, shop, 'Kiran Shah');
    await inviteEmployee(request, shop, 'Meera Iyer');
    await useSessionInBrowser(page, shop);
    await page.goto('/app/notifications');
    await expect(bell(page, 2)).toBeVisible();
    await expect(page.getByText('2 unread')).toBeVisible();
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    const kiran = items.filter({ hasText: 'Kiran Shah accepted your invite and joined your shop' });
    await expect(kiran).toHaveAttribute('data-read', 'false');

    await kiran.getByRole('button', { name: 'Mark as read: Invite accepted' }).click();
    await expect(kiran).toHaveAttribute('data-read', 'true');
    await expect(bell(page, 1)).toBeVisible();

    await page.getByRole('switch', { name: 'Unread only' }).check();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Meera Iyer');
    await page.getByRole('switch', { name: 'Unread only' }).uncheck();
    await expect(items).toHaveCount(2);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page, 0)).toBeVisible();
    await expect(page.getByText("You're all caught up")).toBeVisible();

    await kiran.getByRole('button', { name: 'Delete notification: Invite accepted' }).click();
    await expect(page.getByText('Notification deleted')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Meera Iyer');

    // An invite answer leads to the employee list.
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/employee-list$/);
  });
});
