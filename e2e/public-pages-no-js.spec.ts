import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { formatDayMonthYear } from '@tailor/shared/dates';
import sharp from 'sharp';
import { apiCreateShop, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

/**
 * The customer's pages are HTML the server renders (issue 14): with JavaScript off a phone still
 * reads every figure, follows the stepper, switches language and downloads the bill, and the
 * first visit costs under 30 KB on the wire.
 */

const FIRST_VISIT_BUDGET_BYTES = 30 * 1024;

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

/** A garment photo: every product of a new order needs one. */
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

async function seed(request: APIRequestContext) {
  const shop = await apiCreateShop(request);
  const employee = await request.post('/api/add_employee', {
    headers: auth(shop),
    data: {
      name: 'Ravi Kumar',
      phone: uniquePhone(),
      position: 'tailor',
      experience: 6,
      specialization: "men's wear",
    },
  });
  expect(employee.ok()).toBe(true);
  const employeeId = ((await employee.json()) as { _id: string })._id;
  const created = await request.post('/api/create_order', {
    headers: auth(shop),
    data: {
      customer: {
        name: 'Anil Sharma',
        mobile_no: uniquePhone(),
        address: '22 Ashram Road, Navrangpura',
        gender: 'male',
      },
      order: {
        orderType: 'new',
        totalAmount: 2700,
        advancePayment: 1000,
        paymentType: 'upi',
        orderDate: shopDate(0),
        dueDate: shopDate(6),
        products: [
          {
            product: { name: 'Shirt' },
            price: 1200,
            measurements: { Chest: '40' },
            assigned_to: employeeId,
            uploadedImages: [await uploadImage(request, shop)],
          },
          {
            product: { name: 'Trouser' },
            price: 1500,
            measurements: { Waist: '32' },
            assigned_to: employeeId,
            uploadedImages: [await uploadImage(request, shop)],
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as {
    _id: string;
    order_number: number;
    customer_id: string;
    share_token: string;
    share_link: string;
  };
  const customer = await request.get(`/api/customers/${order.customer_id}`, {
    headers: auth(shop),
  });
  const historyLink = ((await customer.json()) as { share_link: string }).share_link;
  return { shop, order, historyLink };
}

function figure(page: Page, label: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Every response of a page load, by the bytes it took on the wire (headers and encoded body). */
function trackBytes(page: Page): () => Promise<{ url: string; bytes: number }[]> {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  return async () =>
    Promise.all(
      requests.map(async (request) => {
        const sizes = await request.sizes();
        return { url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize };
      }),
    );
}

test.describe('the customer pages with JavaScript off', () => {
  test('the tracking page shows its figures, stepper and bill on a phone, in under 30 KB', async ({
    browser,
    request,
  }) => {
    const { shop, order } = await seed(request);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const bytes = trackBytes(page);
    const response = await page.goto(`/shared_order/${order.share_token}`);
    expect(response!.status()).toBe(200);
    expect(await response!.headerValue('content-encoding')).toBe('br');
    expect(await response!.headerValue('cache-control')).toBe('private, no-cache');

    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await expect(page.getByTestId('shared-shop-name')).toHaveText(shop.store_name!);
    await expect(page.getByTestId('shared-customer-name')).toHaveText('Anil Sharma');
    await expect(page.getByRole('heading', { name: `Order #${order.order_number}` })).toBeVisible();
    await expect(figure(page, 'Total Amount')).toHaveText('₹2,700');
    await expect(figure(page, 'Advance Paid')).toHaveText('₹1,000');
    await expect(figure(page, 'Paid so far')).toHaveText('₹1,000');
    await expect(figure(page, 'Remaining Amount')).toHaveText('₹1,700');
    await expect(figure(page, 'Current Status')).toHaveText('Assigned');
    await expect(figure(page, 'Order Date')).toHaveText(formatDayMonthYear(shopDate(0)));
    await expect(figure(page, 'Due Date')).toHaveText(formatDayMonthYear(shopDate(6)));

    // The stepper runs down the phone's screen, the current step marked.
    const steps = page.getByRole('region', { name: 'Order Progress' }).getByTestId('tracker-step');
    await expect(steps).toHaveText(['1Assigned', '2In Process', '3Completed', '4Delivered']);
    await expect(steps.and(page.locator('[aria-current="step"]'))).toHaveText('1Assigned');
    const first = (await steps.nth(0).boundingBox())!;
    const second = (await steps.nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(Math.abs(second.x - first.x)).toBeLessThan(2);

    await expect(
      page.getByRole('region', { name: 'Ordered Products' }).getByRole('listitem'),
    ).toHaveText(['Product #1Shirt', 'Product #2Trouser']);
    expect(await page.locator('script').count()).toBe(0);

    const visit = await bytes();
    const total = visit.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `first visit of /shared_order: ${total} bytes on the wire in ${visit.length} response(s): ${visit
        .map((r) => `${new URL(r.url).pathname.slice(0, 24)} ${r.bytes}`)
        .join(', ')}`,
    );
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(FIRST_VISIT_BUDGET_BYTES);

    // The bill is a plain link: it downloads without any script.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download bill' }).click();
    expect((await download).suggestedFilename()).toBe(`billing_${order.order_number}_customer.pdf`);

    // On a wide screen the same stepper lies across the page.
    await page.setViewportSize({ width: 1024, height: 800 });
    const wideFirst = (await steps.nth(0).boundingBox())!;
    const wideSecond = (await steps.nth(1).boundingBox())!;
    expect(wideSecond.x).toBeGreaterThan(wideFirst.x + wideFirst.width - 1);
    expect(Math.abs(wideSecond.y - wideFirst.y)).toBeLessThan(2);
    await context.close();
  });

  test('the language links switch the page, and the choice follows to the other page', async ({
    browser,
    request,
  }) => {
    const { order, historyLink } = await seed(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/shared_order/${order.share_token}`);
    const languages = page.getByRole('navigation', { name: 'Choose language' });
    await languages.getByRole('link', { name: 'தமிழ்' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ஆர்டர் கண்காணிப்பு' })).toBeVisible();
    await expect(figure(page, 'தற்போதைய நிலை')).toHaveText('ஒதுக்கப்பட்டது');
    await expect(figure(page, 'மொத்தத் தொகை')).toHaveText('₹2,700');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

    // The history page opens in Tamil too: the choice was remembered.
    await page.goto(new URL(historyLink).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'ஆர்டர் வரலாறு' })).toBeVisible();
    await expect(page.getByTestId('shared-history-count')).toHaveText('1 ஆர்டர்');
    const card = page.getByRole('article', { name: `ஆர்டர் #${order.order_number}` });
    await expect(card).toContainText('₹2,700');
    // The default garments are named in the page's language, as the bill prints them.
    await expect(card.getByRole('list', { name: 'பொருட்கள்' }).getByRole('listitem')).toHaveText([
      'சட்டை',
      'கால்சட்டை',
    ]);
    // Track Order is a plain link to the order's page, in a new tab.
    const track = card.getByRole('link', { name: /ஆர்டர் #\d+ ஐக் கண்காணி/ });
    await expect(track).toHaveAttribute('href', order.share_link);
    await expect(track).toHaveAttribute('target', '_blank');
    const [opened] = await Promise.all([context.waitForEvent('page'), track.click()]);
    await expect(opened.getByRole('heading', { level: 1, name: 'ஆர்டர் கண்காணிப்பு' })).toBeVisible();
    await context.close();
  });

  test('the history page is small too, and unknown links get a clear 404 page', async ({
    browser,
    request,
  }) => {
    const { historyLink } = await seed(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const bytes = trackBytes(page);
    await page.goto(new URL(historyLink).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    const total = (await bytes()).reduce((sum, r) => sum + r.bytes, 0);
    console.log(`first visit of /shared_customer_orders: ${total} bytes on the wire`);
    expect(total).toBeLessThan(FIRST_VISIT_BUDGET_BYTES);

    const missing = await page.goto('/shared_order/this-is-not-a-real-token');
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error Loading Order' })).toBeVisible();
    await expect(page.getByText('Failed to fetch order details.')).toBeVisible();
    const gone = await page.goto('/shared_customer_orders/this-is-not-a-real-token');
    expect(gone!.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Error Loading Customer Details' }),
    ).toBeVisible();
    await expect(page.getByText('Customer not found')).toBeVisible();
    await context.close();
  });
});
