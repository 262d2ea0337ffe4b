import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { shopDate } from './support/dates';

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

async function uploadImage(request: APIRequestContext, session: ApiSession): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#7986cb' },
  })
    .png()
    .toBuffer();
  const response = await request.post('/api/upload_image', {
    headers: auth(session),
    multipart: { file: { name: 'garment.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function addEmployee(request: APIRequestContext, session: ApiSession): Promise<string> {
  const response = await request.post('/api/add_employee', {
    headers: auth(session),
    data: {
      name: 'Ravi Kumar',
      phone: uniquePhone(),
      position: 'tailor',
      experience: 6,
      specialization: "men's wear",
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { _id: string })._id;
}

interface CreatedOrder {
  _id: string;
  order_number: number;
  customer_id: string;
  share_token: string;
  share_link: string;
}

async function createOrder(
  request: APIRequestContext,
  session: ApiSession,
  input: {
    mobile: string;
    employee: string;
    orderDate: string;
    products: { name: string; price: number }[];
    advance: number;
  },
): Promise<CreatedOrder> {
  const products = [];
  for (const product of input.products) {
    products.push({
      product: { name: product.name },
      price: product.price,
      measurements: { Chest: '40' },
      assigned_to: input.employee,
      uploadedImages: [await uploadImage(request, session)],
    });
  }
  const response = await request.post('/api/create_order', {
    headers: auth(session),
    data: {
      customer: {
        name: 'Anil Sharma',
        mobile_no: input.mobile,
        address: '22 Ashram Road, Navrangpura',
        gender: 'male',
      },
      order: {
        orderType: 'new',
        totalAmount: input.products.reduce((sum, p) => sum + p.price, 0),
        advancePayment: input.advance,
        paymentType: 'upi',
        orderDate: input.orderDate,
        dueDate: shopDate(6),
        products,
      },
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function setStatus(
  request: APIRequestContext,
  session: ApiSession,
  orderId: string,
  status: string,
) {
  const response = await request.post('/api/update_order_status', {
    headers: auth(session),
    data: { order_id: orderId, status },
  });
  expect(response.ok()).toBe(true);
}

/** A shop with one customer and two orders: an older one already delivered, a new one assigned. */
async function seed(request: APIRequestContext) {
  const shop = await apiCreateShop(request);
  const employee = await addEmployee(request, shop);
  const mobile = uniquePhone();
  const older = await createOrder(request, shop, {
    mobile,
    employee,
    orderDate: shopDate(-12),
    products: [{ name: 'Kurta', price: 900 }],
    advance: 900,
  });
  await setStatus(request, shop, older._id, 'Delivered');
  const order = await createOrder(request, shop, {
    mobile,
    employee,
    orderDate: shopDate(0),
    products: [
      { name: 'Shirt', price: 1200 },
      { name: 'Trouser', price: 1500 },
    ],
    advance: 1000,
  });
  const customer = await request.get(`/api/customers/${order.customer_id}`, {
    headers: auth(shop),
  });
  expect(customer.ok()).toBe(true);
  const { share_link: historyLink } = (await customer.json()) as { share_link: string };
  return { shop, mobile, older, order, historyLink };
}

/** The value under a label on the tracking page's summary (a dt/dd pair). */
function figure(page: Page, label: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function currentStep(page: Page): Locator {
  return page.getByTestId('tracker-step').and(page.locator('[aria-current="step"]'));
}

/** Checks a downloaded file's name and that it is a PDF. */
async function expectPdf(download: Download, name: string) {
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test.describe('customer links and billing documents', () => {
  test('a customer follows the links logged out, on a phone', async ({ browser, request }) => {
    const { shop, older, order, historyLink } = await seed(request);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    // The order tracking page.
    await page.goto(`/shared_order/${order.share_token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByTestId('shared-shop-name')).toHaveText(shop.store_name!);
    await expect(page.getByTestId('shared-customer-name')).toHaveText('Anil Sharma');
    await expect(page.getByRole('heading', { name: `Order #${order.order_number}` })).toBeVisible();
    await expect(figure(page, 'Total Amount')).toHaveText('₹2,700');
    await expect(figure(page, 'Advance Paid')).toHaveText('₹1,000');
    await expect(figure(page, 'Remaining Amount')).toHaveText('₹1,700');
    await expect(figure(page, 'Current Status')).toHaveText('Assigned');
    await expect(figure(page, 'Order Date')).toHaveText(formatDayMonthYear(shopDate(0)));
    await expect(figure(page, 'Due Date')).toHaveText(formatDayMonthYear(shopDate(6)));
    // The stepper runs down a phone's screen: each step below the one before it.
    const progress = page.getByRole('region', { name: 'Order Progress' });
    const steps = progress.getByTestId('tracker-step');
    await expect(steps).toHaveCount(4);
    const [first, second] = [
      (await steps.nth(0).boundingBox())!,
      (await steps.nth(1).boundingBox())!,
    ];
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(Math.abs(second.x - first.x)).toBeLessThan(2);
    await expect(currentStep(page)).toHaveCount(1);
    await expect(currentStep(page)).toContainText('Assigned');
    const products = page.getByRole('region', { name: 'Ordered Products' }).getByRole('listitem');
    await expect(products).toHaveText(['Product #1Shirt', 'Product #2Trouser']);

    // The customer's copy of the bill needs no login.
    const bill = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download bill' }).click();
    await expectPdf(await bill, `billing_${order.order_number}_customer.pdf`);

    // The shop moves the order on; the customer reloads and sees it.
    await setStatus(request, shop, order._id, 'In Process');
    await page.reload();
    await expect(currentStep(page)).toContainText('In Process');
    await expect(figure(page, 'Current Status')).toHaveText('In Process');
    await expect(page.getByTestId('tracker-step').filter({ hasText: 'Assigned' })).toHaveAttribute(
      'data-state',
      'completed',
    );

    // The order history page.
    await page.goto(new URL(historyLink).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(page.getByTestId('shared-history-count')).toHaveText('2 orders');
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText([
      `Order #${order.order_number}`,
      `Order #${older.order_number}`,
    ]);
    const newest = page.getByRole('article', { name: `Order #${order.order_number}` });
    await expect(newest).toContainText('₹2,700');
    await expect(newest).toContainText('In Process');
    await expect(newest.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveText([
      'Shirt',
      'Trouser',
    ]);
    const track = newest.getByRole('link', { name: /Track order/ });
    await expect(track).toHaveText('Track Order');
    await expect(track).toHaveAttribute('href', order.share_link);
    await expect(track).toHaveAttribute('target', '_blank');
    const delivered = page.getByRole('article', { name: `Order #${older.order_number}` });
    await expect(delivered.getByTestId('shared-history-delivered')).toHaveText('Delivered');
    await expect(delivered.getByRole('link')).toHaveCount(0);
    // The history page writes dates as the tracking page does ('16 Nov 2026').
    await expect(delivered).toContainText(formatDayMonthYear(shopDate(-12)));

    // Links that lead nowhere.
    await page.goto('/shared_order/this-is-not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Error Loading Order' })).toBeVisible();
    await expect(page.getByText('Failed to fetch order details.')).toBeVisible();
    await page.goto('/shared_customer_orders/this-is-not-a-real-token');
    await expect(
      page.getByRole('heading', { name: 'Error Loading Customer Details' }),
    ).toBeVisible();
    await expect(page.getByText('Customer not found')).toBeVisible();
    await context.close();
  });

  test("the pages speak the shop's customer language until the visitor picks one", async ({
    browser,
    request,
  }) => {
    const { shop, order } = await seed(request);
    const saved = await request.put('/api/settings', {
      headers: auth(shop),
      data: { customer_message_language: 'hi' },
    });
    expect(saved.ok()).toBe(true);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/shared_order/${order.share_token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर ट्रैकिंग' })).toBeVisible();
    await expect(figure(page, 'वर्तमान स्थिति')).toHaveText('सौंपा गया');

    // The language choice is a row of plain links (they work without JavaScript).
    await page
      .getByRole('navigation', { name: 'भाषा चुनें' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await context.close();
  });

  test('the shopkeeper copies the link, writes on WhatsApp and downloads the bills', async ({
    browser,
    request,
  }) => {
    const { shop, mobile, order, historyLink } = await seed(request);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await useSessionInBrowser(page, shop);
    await page.goto(`/app/order-details/${order._id}`);
    const actions = page.getByRole('group', { name: 'Order actions' });
    await expect(actions.getByRole('button', { name: 'Update Status' })).toBeVisible();

    await actions.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Order link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.share_link);

    const whatsApp = actions.getByRole('link', { name: 'Send the link on WhatsApp' });
    await whatsApp.hover();
    await expect(whatsApp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${mobile}\\?text=`),
    );
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    const href = (await whatsApp.getAttribute('href'))!;
    const message = new URL(href).searchParams.get('text')!;
    expect(message).toContain('Hello Anil Sharma');
    expect(message).toContain(`#${order.order_number}`);
    expect(message).toContain(order.share_link);
    expect(message).toContain(shop.store_name!);

    const files: [string, string][] = [
      ['Bill (shop copy)', `billing_${order.order_number}.pdf`],
      ['Bill (customer copy)', `billing_${order.order_number}_customer.pdf`],
      ['Receipt', `receipt_${order.order_number}.pdf`],
    ];
    for (const [item, name] of files) {
      await actions.getByRole('button', { name: 'Bills: download bills and receipt' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      await expectPdf(await download, name);
      await expect(
        actions.getByRole('button', { name: 'Bills: download bills and receipt' }),
      ).toHaveText('Bills');
    }

    // The snackbar of the copy has gone by now (3000 ms).
    await expect(page.getByText('Order link copied to clipboard!')).toBeHidden();

    // The customer's order history link, from the customer's page.
    await page.goto(`/app/customers/${order.customer_id}`);
    await page.getByRole('button', { name: 'Copy history link' }).click();
    await expect(page.getByText('Order history link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(historyLink);
    const historyWhatsApp = page.getByRole('link', {
      name: 'Send the order history link on WhatsApp',
    });
    await historyWhatsApp.hover();
    await expect(historyWhatsApp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${mobile}\\?text=`),
    );
    const historyMessage = new URL((await historyWhatsApp.getAttribute('href'))!).searchParams.get(
      'text',
    );
    expect(historyMessage).toContain(historyLink);
    expect(historyMessage).toContain('Hello Anil Sharma');
    await context.close();
  });
});
