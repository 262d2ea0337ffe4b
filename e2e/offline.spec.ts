import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

// Pages wait on the app's chunks and the API together; generous on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

/** A real PNG photo, so the server's image checks see a genuine image. */
function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** An order taken over the API: one shirt for `name`, ₹1,200 with ₹200 paid. */
async function apiCreateOrder(request: APIRequestContext, shop: ApiSession, name: string) {
  const upload = await request.post('/api/upload_image', {
    headers: auth(shop),
    multipart: {
      file: { name: 'blouse.png', mimeType: 'image/png', buffer: await photo('#c2185b') },
    },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()) as { _id: string };
  const response = await request.post('/api/create_order', {
    headers: auth(shop),
    data: {
      customer: { name, mobile_no: uniquePhone(), address: '9 Station Road', gender: 'female' },
      order: {
        orderType: 'new',
        totalAmount: 1200,
        advancePayment: 200,
        paymentType: 'cash',
        dueDate: shopDate(5),
        products: [
          {
            product: { name: 'Blouse' },
            price: 1200,
            measurements: { Bust: '34' },
            uploadedImages: [image._id],
          },
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; order_number: number };
}

/** Picks `option` in a MUI select of `scope`. */
async function choose(page: Page, scope: Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a date into a MUI date field from the keyboard, day first (DD/MM/YYYY). */
async function typeDate(page: Page, label: string, iso: string) {
  const field = page.getByRole('group', { name: label });
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(field.locator('xpath=..').locator('input')).toHaveValue(`${day}/${month}/${year}`);
}

/** Waits until the service worker has precached the app and controls this page. */
/**
 * Waits until the app has kept, in IndexedDB, an answer for each query whose key contains each of
 * `keys` (the app writes a moment after answers arrive): what is on screen then opens offline.
 */
async function waitForCacheSaved(page: Page, ...keys: string[]): Promise<void> {
  const savedKeys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('tailor-query-cache');
          // Never create the app's database from here: only read it once the app has made it.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            try {
              const read = db.transaction('snapshots').objectStore('snapshots').get('snapshot');
              read.onsuccess = () => {
                const snapshot = read.result as
                  { queries: { queryKey: unknown; state: { status: string } }[] } | undefined;
                resolve(
                  (snapshot?.queries ?? [])
                    .filter((query) => query.state.status === 'success')
                    .map((query) => JSON.stringify(query.queryKey)),
                );
              };
              read.onerror = () => resolve([]);
            } catch {
              resolve([]);
            } finally {
              db.close();
            }
          };
        }),
    );
  await expect
    .poll(
      async () => {
        const saved = await savedKeys();
        return keys.filter((key) => !saved.some((query) => query.includes(key)));
      },
      { timeout: 20_000, message: 'answers kept for offline use' },
    )
    .toEqual([]);
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return Boolean(registration?.active && navigator.serviceWorker.controller);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });
  // Installing the service worker fetches the whole app once; slow on a busy machine.
  test.setTimeout(180_000);

  test('offers a manifest with its icons and opens offline from the service worker', async ({
    page,
    request,
    context,
  }) => {
    const manifestLink = await request.get('/manifest.webmanifest');
    expect(manifestLink.ok()).toBe(true);
    const manifest = (await manifestLink.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Tailor Shop Manager',
      start_url: '/',
      display: 'standalone',
      theme_color: '#283593',
    });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);

    const shop = await apiCreateShop(request);
    await useSessionInBrowser(page, shop);
    await page.goto('/app/order_list');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // Every language's texts were precached: the app opens in Hindi with no network.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    // The server-rendered customer pages are never answered with the app's shell.
    const shared = await page.goto('/shared_order/not-a-token').catch((error: Error) => error);
    expect(shared).toBeInstanceOf(Error);
    await context.setOffline(false);
  });

  test('shows the last known orders, customers and order page with no network', async ({
    page,
    request,
    context,
  }) => {
    const shop = await apiCreateShop(request);
    const order = await apiCreateOrder(request, shop, 'Lakshmi Iyer');
    await useSessionInBrowser(page, shop);
    await page.goto('/app/order_list');
    await expect(page.getByText('Lakshmi Iyer').filter({ visible: true }).first()).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto(`/app/order-details/${order._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }),
    ).toBeVisible();
    // Written to IndexedDB a moment after it arrives; going to another page at once (a full page
    // load here, not the app's own navigation) could leave before that.
    await waitForCacheSaved(page, order._id);
    await page.goto('/app/customer');
    await expect(page.getByText('Lakshmi Iyer').filter({ visible: true }).first()).toBeVisible();
    // The answers are written to IndexedDB a moment after they arrive.
    await waitForCacheSaved(page, '"customers"', '"orders"');

    await context.setOffline(true);
    for (const path of ['/app/order_list', '/app/customer']) {
      await page.goto(path);
      await expect(page.getByText('Lakshmi Iyer').filter({ visible: true }).first()).toBeVisible();
    }
    await page.goto(`/app/order-details/${order._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }),
    ).toBeVisible();
    expect(page.url()).toContain('/app/order-details/');
    await context.setOffline(false);
  });

  test('keeps a status change and a payment made offline and sends each once when back online', async ({
    page,
    request,
    context,
  }) => {
    const shop = await apiCreateShop(request);
    const order = await apiCreateOrder(request, shop, 'Farida Khan');
    await useSessionInBrowser(page, shop);
    await page.goto(`/app/order-details/${order._id}`);
    const heading = page.getByRole('heading', {
      level: 1,
      name: `Order #${order.order_number}`,
    });
    // The first visit also installs the service worker: the whole app is fetched meanwhile.
    await expect(heading).toBeVisible({ timeout: 90_000 });
    await waitForServiceWorker(page);
    await waitForCacheSaved(page, order._id);

    await context.setOffline(true);
    await page.reload();
    await expect(heading).toBeVisible();
    // The page says its figures are those last fetched, and when.
    await expect(page.getByTestId('cached-data-age')).toContainText('Offline: showing data from');

    await page
      .getByRole('group', { name: 'Order actions' })
      .getByRole('button', { name: 'Update Status' })
      .click();
    const dialog = page.getByTestId('update-status-dialog');
    await dialog.getByRole('radio', { name: /^In Process/ }).check();
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status-chip')).toHaveText('In Process');
    await expect(page.getByTestId('status-state')).toHaveText('Waiting to send');

    await page.getByRole('button', { name: 'Collect Payment' }).click();
    const collect = page.getByTestId('collect-payment-dialog');
    await collect.getByLabel('Amount received').fill('400');
    await collect.getByRole('radio', { name: 'Cash' }).check();
    await collect.getByRole('button', { name: 'Collect Payment' }).click();
    await expect(collect.getByText('Payment of ₹400 saved on this phone')).toBeVisible();
    await expect(collect).toBeHidden();

    const payments = page.getByRole('region', { name: 'Payments Received' });
    const paymentRows = payments.getByRole('listitem');
    /** The payments listed and the billing summary, which must agree: ₹1,200 with ₹600 paid. */
    const expectAgreeingTotals = async () => {
      await expect(payments.getByText('Total received: ₹600')).toBeVisible();
      await expect(page.getByTestId('billing-paid')).toHaveText('₹600');
      await expect(page.getByTestId('billing-remaining')).toHaveText('₹600');
    };
    const expectWaitingPayment = async () => {
      await expect(paymentRows).toHaveCount(2);
      await expect(paymentRows.nth(1)).toContainText('₹400');
      await expect(paymentRows.nth(1).getByTestId('payment-state')).toHaveText('Waiting to send');
      await expectAgreeingTotals();
    };
    await expectWaitingPayment();

    const waiting = page.getByRole('button', { name: 'Offline: 2 changes waiting' });
    await expect(waiting).toBeVisible();
    // Still kept after a reload with no network, and still shown on the order.
    await page.reload();
    await expect(waiting).toBeVisible();
    await expectWaitingPayment();
    await expect(page.getByTestId('status-state')).toHaveText('Waiting to send');

    await context.setOffline(false);
    await expect(waiting).toBeHidden();
    // The app says they reached the server (one notice for the changes sent together).
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^(2 changes made offline sent|Payment of ₹400 for order #\d+ sent)$/ }),
    ).toBeVisible();
    // The refetched order holds the payment as the server's own row, counted once.
    await expect(payments.getByTestId('payment-state')).toHaveCount(0);
    await expect(page.getByTestId('status-state')).toHaveCount(0);
    await expect(paymentRows).toHaveCount(2);
    await expectAgreeingTotals();
    await expect(page.getByTestId('cached-data-age')).toHaveCount(0);
    type Saved = {
      status: string;
      status_history: { from: string | null; to: string }[];
      payments: { amount: number }[];
    };
    const read = async (): Promise<Saved> => {
      const response = await request.get(`/api/orders/${order._id}`, { headers: auth(shop) });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Saved;
    };
    // The indicator goes once the connection is back; the changes are sent one after the other.
    await expect.poll(async () => (await read()).payments.length).toBe(2);
    const saved = await read();
    expect(saved.status).toBe('In Process');
    expect(saved.status_history.filter((event) => event.to === 'In Process')).toHaveLength(1);
    expect(saved.payments.map((payment) => payment.amount)).toEqual([200, 400]);
  });
});

test.describe('a new order taken offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.setTimeout(180_000);

  test('waits with its photo and advance, and reaches the server exactly once when back online', async ({
    page,
    request,
    context,
  }) => {
    const shop = await apiCreateShop(request);
    await useSessionInBrowser(page, shop);
    // The form asks before a page with an order started is left or reloaded: leave anyway.
    page.on('dialog', (dialog) => void dialog.accept());
    const title = page.getByRole('heading', { level: 1, name: 'New Order' });

    // Once online, as a shop does every day: the garments and the staff are then known offline.
    await page.goto('/app/new-order');
    await expect(title).toBeVisible({ timeout: 90_000 });
    await waitForServiceWorker(page);
    await page.getByRole('radio', { name: 'Female', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const product = page.getByRole('region', { name: 'Product 1' });
    await expect(product.getByRole('combobox', { name: 'Assigned employee' })).toHaveText(/^Me \(/);
    await choose(page, product, 'Garment', 'Blouse');
    // The answers are written to IndexedDB a moment after they arrive.
    await waitForCacheSaved(page, '["employees","assignees"]');

    await context.setOffline(true);
    await page.reload();
    await expect(title).toBeVisible();
    await page.getByRole('radio', { name: 'Female', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Customer mobile number').fill(uniquePhone());
    await page.getByLabel('Customer name').fill('Zoya Sheikh');
    await page.getByLabel('Address').fill('4 Lake View, Bhopal');
    await choose(page, product, 'Garment', 'Blouse');
    await product.getByLabel('Price').fill('1500');
    await product.getByLabel('Add images for product 1').setInputFiles({
      name: 'blouse-front.png',
      mimeType: 'image/png',
      buffer: await photo('#6a1b9a'),
    });
    await expect(
      product.getByText('No connection: kept on this phone, sent with the order'),
    ).toBeVisible();
    await expect(product.getByRole('combobox', { name: 'Assigned employee' })).toHaveText(/^Me \(/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await page.getByLabel('Advance payment').fill('500');
    await page.getByLabel('Cash').check();
    await typeDate(page, 'Due date', shopDate(7));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('region', { name: 'Products (1)' })).toContainText('1. Blouse');
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page
      .getByRole('dialog', { name: 'Submit order' })
      .getByRole('button', { name: 'Confirm' })
      .click();

    await expect(page.getByText('Order saved on this phone')).toBeVisible();
    await expect(page.getByTestId('order-kept-offline')).toContainText('Zoya Sheikh');
    const waiting = page.getByRole('button', { name: 'Offline: 1 change waiting' });
    await expect(waiting).toBeVisible();
    // Kept, photo and all, across a reload with no network.
    await page.reload();
    await expect(title).toBeVisible();
    await waiting.click();
    await expect(page.getByText('New order for Zoya Sheikh')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Changes made offline' })
      .getByRole('button', { name: 'Close' })
      .click();

    await context.setOffline(false);
    await expect(waiting).toBeHidden({ timeout: 60_000 });
    const listed = async () => {
      const response = await request.get('/api/get_orders', { headers: auth(shop) });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { orders: { _id: string }[] }).orders;
    };
    await expect.poll(async () => (await listed()).length).toBe(1);
    // A moment more: a second copy (a resend that was not recognised) would show up by now.
    await page.waitForTimeout(3_000);
    const orders = await listed();
    expect(orders).toHaveLength(1);

    const response = await request.get(`/api/orders/${orders[0]!._id}`, { headers: auth(shop) });
    expect(response.ok()).toBe(true);
    const saved = (await response.json()) as {
      customer: { name: string };
      order: {
        totalAmount: number;
        advancePayment: number;
        paymentType: string;
        products: { product: { name: string }; uploadedImages: string[] }[];
      };
      payments: { amount: number }[];
    };
    expect(saved.customer.name).toBe('Zoya Sheikh');
    expect(saved.order).toMatchObject({
      totalAmount: 1500,
      advancePayment: 500,
      paymentType: 'cash',
    });
    expect(saved.payments.map((payment) => payment.amount)).toEqual([500]);
    expect(saved.order.products.map((line) => line.product.name)).toEqual(['Blouse']);
    const [image] = saved.order.products[0]!.uploadedImages;
    expect(saved.order.products[0]!.uploadedImages).toHaveLength(1);
    const served = await request.get(image!);
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toBe('image/webp');
  });
});
