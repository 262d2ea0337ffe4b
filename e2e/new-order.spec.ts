import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { apiCreateShop, apiJoinShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';
import { choose, measurement, typeDate } from './support/forms';

type ImageFile = { name: string; mimeType: string; buffer: Buffer };

/** A PNG made here; `noise` makes it large (about 1MB at 600 px) so its upload takes a while. */
async function png(name: string, { size = 300, noise = false } = {}): Promise<ImageFile> {
  const image = noise
    ? sharp(
        Buffer.from(Array.from({ length: size * size * 3 }, () => Math.floor(Math.random() * 256))),
        {
          raw: { width: size, height: size, channels: 3 },
        },
      )
    : sharp({
        create: { width: size, height: size, channels: 3, background: { r: 40, g: 90, b: 160 } },
      });
  return { name, mimeType: 'image/png', buffer: await image.png().toBuffer() };
}

async function api<T>(
  request: APIRequestContext,
  shop: ApiSession,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type OrderDetail = {
  _id: string;
  customer_id: string;
  order: {
    orderType: string;
    totalAmount: number;
    advancePayment: number;
    paymentType: string;
    products: {
      product: { name: string };
      price: number;
      measurements: Record<string, string>;
      uploadedImages: string[];
      assigned_to: { name: string } | null;
    }[];
  };
  customer: { name: string; mobile_no: string; gender: string; address: string };
  status_history: { to: string; by_name: string | null }[];
};

async function submitAndOpen(page: Page, opens = /\/app\/order-details\/[0-9a-f-]{36}$/) {
  await page.getByRole('button', { name: 'Submit order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit order' });
  await expect(dialog).toContainText('Are you sure you want to submit this order?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(opens);
  return page.url().split('/').pop()!;
}

test('a shopkeeper takes a new order with two products, then a second one for the same customer', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  const customerPhone = uniquePhone();

  await page.goto('/app/new-order');
  await expect(page.getByRole('heading', { name: 'New Order', level: 1 })).toBeVisible();

  // Step 1: the gender is required, and final once chosen.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a gender first.')).toBeVisible();
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Customer details' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('You cannot go back after selecting gender')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer details' })).toBeVisible();

  // Step 2: a new customer and two products.
  await page.getByLabel('Customer mobile number').fill(customerPhone);
  await page.getByLabel('Customer name').fill('Asha Verma');
  await page.getByLabel('Address').fill('22 MG Road, Navrangpura');

  const first = page.getByRole('region', { name: 'Product 1' });
  await choose(page, first, 'Garment', 'Shirt');
  await first.getByLabel('Price').fill('499.99');
  await measurement(first, 'Chest').fill('38.5');
  await measurement(first, 'Length').fill('29');

  // A slow connection, so the upload progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await first
    .getByLabel('Add images for product 1')
    .setInputFiles([
      await png('shirt-front.png', { size: 600, noise: true }),
      await png('shirt-back.png'),
    ]);
  await expect(first.getByRole('progressbar', { name: 'Uploading shirt-front.png' })).toBeVisible();
  await expect(first.getByLabel('shirt-front.png uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(first.getByLabel('shirt-back.png uploaded')).toBeVisible();
  await expect(first.getByRole('progressbar')).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The shop has no staff yet: the owner makes the garment ('Me', chosen already), or adds an
  // employee from the product card.
  await expect(first.getByRole('combobox', { name: 'Assigned employee' })).toHaveText(
    'Me (Meena Patel)',
  );
  await first.getByRole('button', { name: 'Add employee' }).click();
  const employeeDialog = page.getByRole('dialog', { name: 'Add Employee' });
  await employeeDialog.getByLabel('Name').fill('Ravi Kumar');
  await employeeDialog.getByLabel('Mobile number').fill(uniquePhone());
  await employeeDialog.getByLabel('Experience').fill('6');
  await choose(page, employeeDialog, 'Specialization', "Men's wear");
  await employeeDialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(employeeDialog).toBeHidden();
  await expect(first.getByRole('combobox', { name: 'Assigned employee' })).toHaveText(/Ravi Kumar/);

  await page.getByRole('button', { name: 'Add product' }).click();
  const second = page.getByRole('region', { name: 'Product 2' });
  await choose(page, second, 'Garment', 'Trouser');
  await second.getByLabel('Price').fill('1200.5');
  await measurement(second, 'Waist').fill('32');
  await second.getByLabel('Add images for product 2').setInputFiles([await png('trouser.png')]);
  await expect(second.getByLabel('trouser.png uploaded')).toBeVisible();
  await choose(page, second, 'Assigned employee', /Ravi Kumar/);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the total is the sum of the prices; the remaining amount follows the advance.
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByLabel('Total price')).toHaveValue('₹1,700.49');
  await page.getByLabel('Advance payment').fill('700.49');
  await expect(page.getByLabel('Remaining amount')).toHaveText('₹1,000');
  await page.getByLabel('UPI').check();
  await typeDate(page, 'Due date', shopDate(10));
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: review, confirm, and the new order opens.
  const review = page.getByRole('region', { name: 'Products (2)' });
  await expect(review).toContainText('1. Shirt');
  await expect(review).toContainText('2. Trouser');
  await expect(review.getByRole('img', { name: /^Image \d of Shirt$/ })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText(
    `+91 ${customerPhone.slice(0, 5)} ${customerPhone.slice(5)}`,
  );
  const firstId = await submitAndOpen(page);
  await expect(page.getByText('Order #1 has been created')).toBeVisible();

  const firstOrder = await api<OrderDetail>(request, shop, 'GET', `/orders/${firstId}`);
  expect(firstOrder.customer).toMatchObject({
    name: 'Asha Verma',
    mobile_no: customerPhone,
    gender: 'male',
  });
  expect(firstOrder.order).toMatchObject({
    orderType: 'new',
    totalAmount: 1700.49,
    advancePayment: 700.49,
    paymentType: 'upi',
  });
  expect(
    firstOrder.order.products.map((p) => [
      p.product.name,
      p.price,
      p.uploadedImages.length,
      p.assigned_to?.name,
    ]),
  ).toEqual([
    ['Shirt', 499.99, 2, 'Ravi Kumar'],
    ['Trouser', 1200.5, 1, 'Ravi Kumar'],
  ]);
  expect(firstOrder.order.products[0]!.measurements).toEqual({ Chest: '38.5', Length: '29' });

  // A second order for the same number: the customer and their shirt measurements come back.
  await page.goto('/app/new-order');
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Customer mobile number').fill(customerPhone);
  await expect(page.getByText('Returning customer')).toBeVisible();
  await expect(page.getByLabel('Customer name')).toHaveValue('Asha Verma');
  await expect(page.getByLabel('Address')).toHaveValue('22 MG Road, Navrangpura');
  const again = page.getByRole('region', { name: 'Product 1' });
  await choose(page, again, 'Garment', 'Shirt');
  await expect(measurement(again, 'Chest')).toHaveValue('38.5');
  await expect(measurement(again, 'Length')).toHaveValue('29');
  await expect(again.getByText('Prefilled from last order')).toBeVisible();
  await measurement(again, 'Chest').fill('39');
  await again.getByLabel('Price').fill('650');
  await again.getByLabel('Add images for product 1').setInputFiles([await png('shirt-2.png')]);
  await expect(again.getByLabel('shirt-2.png uploaded')).toBeVisible();
  await choose(page, again, 'Assigned employee', /Ravi Kumar/);
  await page.getByRole('button', { name: 'Next' }).click();
  // No advance, so no payment type is asked.
  await expect(page.getByLabel('Cash')).toHaveCount(0);
  await typeDate(page, 'Due date', shopDate(3));
  await page.getByRole('button', { name: 'Next' }).click();
  const secondId = await submitAndOpen(page);

  const secondOrder = await api<OrderDetail>(request, shop, 'GET', `/orders/${secondId}`);
  expect(secondOrder.customer_id).toBe(firstOrder.customer_id);
  expect(secondOrder.order.products[0]!.measurements).toEqual({ Chest: '39', Length: '29' });
  expect(secondOrder.order.totalAmount).toBe(650);
});

test('an alteration order may be taken with a total of 0 and no images', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await apiCreateShop(request);
  await api(request, shop, 'POST', '/add_employee', {
    name: 'Sunita Devi',
    phone: uniquePhone(),
    position: 'tailor',
    experience: 12,
    specialization: 'alteration',
  });
  await useSessionInBrowser(page, shop);
  const customerPhone = uniquePhone();

  await page.goto('/app/order_list');
  await page.getByRole('link', { name: 'Alteration Order' }).click();
  await expect(page.getByRole('heading', { name: 'Add Alteration Order', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Customer mobile number').fill(customerPhone);
  await page.getByLabel('Customer name').fill('Kavita Joshi');
  await page.getByLabel('Address').fill('7 Law Garden, Ellisbridge');
  // The browser's Back button asks before throwing the started order away.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/add-alteration-order$/);
  await expect(page.getByLabel('Customer name')).toHaveValue('Kavita Joshi');
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Blouse');
  await measurement(product, 'Waist').fill('30');
  await product.getByLabel('Note (optional)').fill('Take in the sides by 1 inch');
  await choose(page, product, 'Assigned employee', /Sunita Devi/);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByLabel('Total price')).toHaveValue('₹0');
  await expect(
    page.getByText('The final amount can be set when the order is delivered'),
  ).toBeVisible();
  await typeDate(page, 'Due date', shopDate(2));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Payment and delivery' })).toContainText(
    'Alteration',
  );
  await expect(page.getByRole('region', { name: 'Products (1)' })).toContainText('No images');
  const id = await submitAndOpen(page);

  const order = await api<OrderDetail>(request, shop, 'GET', `/orders/${id}`);
  expect(order.order).toMatchObject({
    orderType: 'alteration',
    totalAmount: 0,
    advancePayment: 0,
    paymentType: 'cash',
  });
  expect(order.order.products[0]).toMatchObject({
    product: { name: 'Blouse' },
    price: 0,
    uploadedImages: [],
    measurements: { Waist: '30' },
  });
  expect(order.customer).toMatchObject({ name: 'Kavita Joshi', gender: 'female' });
});

test('an employee takes an order for a returning customer on a phone and assigns it to a colleague', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await apiCreateShop(request);
  const customerPhone = uniquePhone();
  const uploaded = await request.post('/api/upload_image', {
    headers: { authorization: `Bearer ${shop.token}` },
    multipart: { file: await png('earlier.png') },
  });
  expect(uploaded.status()).toBe(201);
  const worker = await apiJoinShop(request, shop, 'Kiran Joshi');
  // A colleague to hand the new order to.
  await apiJoinShop(request, shop, 'Lata Cutter');
  await api(request, shop, 'POST', '/create_order', {
    customer: {
      name: 'Anil Sharma',
      mobile_no: customerPhone,
      address: '22 Ashram Road, Navrangpura',
      gender: 'male',
    },
    order: {
      orderType: 'new',
      totalAmount: 800,
      advancePayment: 0,
      paymentType: 'cash',
      dueDate: shopDate(3),
      products: [
        {
          product: { name: 'Shirt' },
          price: 800,
          measurements: { Chest: '40', Length: '30' },
          note: null,
          // Kiran made this shirt; any employee finds the customer by number to take their order.
          assigned_to: worker.employee_id,
          uploadedImages: [((await uploaded.json()) as { _id: string })._id],
        },
      ],
    },
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useSessionInBrowser(page, worker);
  await page.goto('/employee/created-orders');
  await expect(page.getByText('No orders created yet')).toBeVisible();
  await page.getByRole('link', { name: 'New Order' }).first().click();
  await expect(page).toHaveURL(/\/employee\/new-order$/);
  await expect(page.getByRole('heading', { name: 'New Order', level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The returning customer is found by number; their last shirt measurements fill in.
  await page.getByLabel('Customer mobile number').fill(customerPhone);
  await expect(page.getByLabel('Customer name')).toHaveValue('Anil Sharma');
  await expect(page.getByLabel('Address')).toHaveValue('22 Ashram Road, Navrangpura');
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Shirt');
  await expect(measurement(product, 'Chest')).toHaveValue('40');
  await product.getByLabel('Price').fill('950');
  await product.getByLabel('Add images for product 1').setInputFiles([await png('shirt.png')]);
  await expect(product.getByLabel('shirt.png uploaded')).toBeVisible();
  // The store's staff to assign to, the employee first marked as themselves; no adding from here.
  await expect(product.getByRole('button', { name: 'Add employee' })).toHaveCount(0);
  await product.getByRole('combobox', { name: 'Assigned employee' }).click();
  await expect(page.getByRole('option')).toHaveText([
    /^Me \(Kiran Joshi\)/,
    /^Lata Cutter/,
    /^Meena Patel/,
  ]);
  await page.getByRole('option', { name: /^Lata Cutter/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Advance payment').fill('200');
  await page.getByLabel('Cash').check();
  await typeDate(page, 'Due date', shopDate(5));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Products (1)' })).toContainText('Lata Cutter');
  const id = await submitAndOpen(page, /\/employee-order-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Order #2 has been created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order #2', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Details' })).toContainText('Lata Cutter');

  await page.goto('/employee/created-orders');
  await expect(page.getByRole('button', { name: 'Order #2, Anil Sharma' })).toBeVisible();

  const order = await api<OrderDetail>(request, shop, 'GET', `/orders/${id}`);
  expect(order.order).toMatchObject({ totalAmount: 950, advancePayment: 200 });
  expect(order.order.products[0]).toMatchObject({
    product: { name: 'Shirt' },
    measurements: { Chest: '40', Length: '30' },
    assigned_to: { name: 'Lata Cutter' },
  });
  expect(order.customer).toMatchObject({ name: 'Anil Sharma', mobile_no: customerPhone });
  // The shop sees who took the order.
  expect(order.status_history[0]).toMatchObject({ to: 'Assigned', by_name: 'Kiran Joshi' });
  await context.close();
});

test('a phone photo over 2MB is taken with the camera, shrunk in the browser and accepted', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A 4000 × 3000 JPEG with fine detail everywhere, as a phone camera makes: about 6 MB.
  const detail = sharp(randomBytes(1000 * 750 * 3), {
    raw: { width: 1000, height: 750, channels: 3 },
  }).resize(4000, 3000, { kernel: 'cubic' });
  const photo = {
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await detail.jpeg({ quality: 92 }).toBuffer(),
  };
  expect(photo.buffer.length).toBeGreaterThan(3 * 1024 * 1024);

  const shop = await apiCreateShop(request);
  // A phone: a touch screen offers the camera beside the gallery.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await useSessionInBrowser(page, shop);
  await page.goto('/app/new-order');
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Shirt');

  const camera = product.getByLabel('Take a photo for product 1');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(product.getByLabel('Add images for product 1')).not.toHaveAttribute('capture');
  const upload = page.waitForRequest(
    (r) => r.url().endsWith('/api/upload_image') && r.method() === 'POST',
  );
  await camera.setInputFiles([photo]);
  const sent = await upload;
  await expect(product.getByLabel('IMG_2041.jpg uploaded')).toBeVisible({ timeout: 30_000 });
  expect((await sent.response())?.status()).toBe(201);
  // The multipart body: the shrunk JPEG plus a few hundred bytes of headers.
  expect((await sent.sizes()).requestBodySize).toBeLessThan(2 * 1024 * 1024 + 1024);
  await expect(product.getByText('Each image must be 2MB or smaller')).toHaveCount(0);
  await context.close();
});
