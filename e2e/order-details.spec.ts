import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';
import { shopDate } from './support/dates';

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

/** A real PNG: a coloured picture with a label, so the server's image checks see a genuine image. */
async function pngImage(
  color: string,
  label: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" fill-opacity="0.6"/>
    <text x="50%" y="52%" font-size="72" text-anchor="middle" font-family="sans-serif">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadImage(
  request: APIRequestContext,
  session: ApiSession,
  name: string,
  png: Buffer,
): Promise<{ _id: string; url: string }> {
  const response = await request.post('/api/upload_image', {
    headers: auth(session),
    multipart: { file: { name, mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function addEmployee(
  request: APIRequestContext,
  session: ApiSession,
  name: string,
): Promise<{ _id: string; name: string }> {
  const response = await request.post('/api/add_employee', {
    headers: auth(session),
    data: {
      name,
      phone: uniquePhone(),
      position: 'tailor',
      experience: 6,
      specialization: "men's wear",
    },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

async function createOrder(
  request: APIRequestContext,
  session: ApiSession,
  body: unknown,
): Promise<{ _id: string; order_number: number }> {
  const response = await request.post('/api/create_order', { headers: auth(session), data: body });
  expect(response.status()).toBe(201);
  return response.json();
}

async function readOrder(request: APIRequestContext, session: ApiSession, id: string) {
  const response = await request.get(`/api/orders/${id}`, { headers: auth(session) });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<{
    status: string;
    order: { totalAmount: number; remainingAmount: number };
  }>;
}

/**
 * The signed link of an uploaded image, or of its thumbnail, as the order page shows it: the same
 * image path, with an expiry and signature of its own (links are signed again with each answer).
 */
function signedLinkOf(uploadUrl: string, variant = ''): RegExp {
  const imagePath = uploadUrl.split('?')[0]!;
  return new RegExp(`^${imagePath}${variant}\\?exp=\\d+&sig=[\\w-]{22}$`);
}

/** The value next to a label in one of the detail cards (a dt/dd pair). */
function cardValue(card: Locator, label: string): Locator {
  return card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function chooseStatus(page: Page, status: string): Promise<Locator> {
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Update Status' })
    .click();
  const dialog = page.getByTestId('update-status-dialog');
  await expect(dialog.getByRole('heading', { name: 'Update Order Status' })).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(`^${status}`) }).check();
  return dialog;
}

test.describe('staff order detail', () => {
  test('shows every card, browses the images, and moves the order through every status to Delivered', async ({
    page,
    request,
  }) => {
    // Forty steps through the page: about a minute on an idle two-core machine.
    test.setTimeout(150_000);
    const shop = await apiCreateShop(request);
    const ravi = await addEmployee(request, shop, 'Ravi Kumar');
    const front = await uploadImage(
      request,
      shop,
      'front.png',
      await pngImage('#7986cb', 'Front', 900, 1200),
    );
    const back = await uploadImage(
      request,
      shop,
      'back.png',
      await pngImage('#4db6ac', 'Back', 1200, 800),
    );
    const trouserPhoto = await uploadImage(
      request,
      shop,
      'trouser.png',
      await pngImage('#ffb74d', 'Trouser', 800, 800),
    );
    const mobile = uniquePhone();
    const created = await createOrder(request, shop, {
      customer: {
        name: 'Anil Sharma',
        mobile_no: mobile,
        address: '22 Ashram Road, Navrangpura',
        gender: 'male',
      },
      order: {
        orderType: 'new',
        totalAmount: 2700,
        advancePayment: 1000,
        paymentType: 'upi',
        dueDate: shopDate(6),
        products: [
          {
            product: { name: 'Shirt' },
            price: 1200,
            measurements: { Chest: '40', Sleeve: '24.5' },
            note: 'Slim fit, two pockets',
            assigned_to: ravi._id,
            uploadedImages: [front._id, back._id],
          },
          {
            product: { name: 'Trouser' },
            price: 1500,
            measurements: { Waist: '34' },
            assigned_to: ravi._id,
            uploadedImages: [trouserPhoto._id],
          },
        ],
      },
    });

    await useSessionInBrowser(page, shop);
    await page.goto(`/app/order-details/${created._id}`);

    // Header and cards.
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${created.order_number}` }),
    ).toBeVisible();
    await expect(page.getByTestId('order-status-chip')).toHaveText('Assigned');
    const customer = page.getByRole('region', { name: 'Customer', exact: true });
    await expect(customer).toContainText('Anil Sharma');
    await expect(customer).toContainText('Male');
    const phone = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    await expect(customer.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute(
      'href',
      `tel:+91${mobile}`,
    );
    await expect(customer).toContainText('22 Ashram Road, Navrangpura');
    const info = page.getByRole('region', { name: 'Order Details' });
    await expect(cardValue(info, 'Payment Type')).toHaveText('UPI');
    await expect(cardValue(info, 'Assigned To')).toHaveText('Ravi Kumar');
    const billing = page.getByRole('region', { name: 'Billing Summary' });
    await expect(cardValue(billing, 'Total Amount')).toHaveText('₹2,700');
    await expect(cardValue(billing, 'Advance Payment')).toHaveText('₹1,000');
    await expect(cardValue(billing, 'Remaining')).toHaveText('₹1,700');
    const shirt = page.getByRole('article', { name: 'Shirt' });
    await expect(shirt).toContainText('₹1,200');
    await expect(cardValue(shirt, 'Chest')).toHaveText('40 in');
    await expect(shirt).toContainText('Slim fit, two pockets');
    await expect(shirt.getByText('2 images')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Trouser' }).getByText('1 image')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status History' })).toContainText(
      'Order created as Assigned',
    );
    await expect(page.getByRole('region', { name: 'Payments Received' })).toContainText(
      'Total received: ₹1,000',
    );

    // Gallery: thumbnails in the slider; the viewer shows full images, wraps around and zooms.
    const gallery = shirt.getByRole('region', { name: 'Images of Shirt' });
    await gallery.hover();
    await gallery.getByRole('button', { name: 'Go to image 1' }).click();
    const firstThumb = gallery.getByRole('img', { name: 'Shirt, image 1 of 2' });
    await expect(firstThumb).toHaveAttribute('src', signedLinkOf(front.url, '/thumb'));
    await expect
      .poll(() => firstThumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await gallery.getByRole('button', { name: 'Open image 1 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Images of Shirt' });
    const picture = viewer.getByTestId('image-viewer-image');
    await expect(viewer.getByText('Image 1 of 2')).toBeVisible();
    await expect(picture).toHaveAttribute('src', signedLinkOf(front.url));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(900);
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('Image 2 of 2')).toBeVisible();
    await expect(picture).toHaveAttribute('src', signedLinkOf(back.url));
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('Image 1 of 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText('Image 2 of 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Image 1 of 2')).toBeVisible();
    const widthAt = async () => (await picture.boundingBox())?.width ?? 0;
    await expect.poll(widthAt).toBeGreaterThan(0);
    const fitted = await widthAt();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByTestId('image-viewer-zoom')).toHaveText('200%');
    await expect.poll(widthAt).toBeCloseTo(fitted * 2, -1);
    await viewer.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(viewer.getByTestId('image-viewer-zoom')).toHaveText('100%');
    // Reset zoom disables itself at 100% but keeps the focus, so Escape reaches the viewer.
    await expect(viewer.getByRole('button', { name: 'Reset zoom' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // In Process.
    let dialog = await chooseStatus(page, 'In Process');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByText('Order status updated to In Process')).toBeVisible();
    await expect(page.getByTestId('order-status-chip')).toHaveText('In Process');

    // Delayed: a reason is required.
    dialog = await chooseStatus(page, 'Delayed');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog.getByText('Please enter a delay reason for delayed status')).toBeVisible();
    await dialog.getByLabel('Delay reason').fill('Cloth arrives on Friday');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByTestId('order-status-chip')).toHaveText('Delayed');
    await expect(page.getByText('Delay reason: Cloth arrives on Friday')).toBeVisible();

    // Completed.
    dialog = await chooseStatus(page, 'Completed');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByTestId('order-status-chip')).toHaveText('Completed');
    await expect(page.getByText('Delay reason: Cloth arrives on Friday')).toBeHidden();

    // Delivered: the balance is collected first; too much is refused.
    dialog = await chooseStatus(page, 'Delivered');
    await expect(dialog).toContainText('The remaining ₹1,700 is collected first');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const collect = page.getByTestId('collect-payment-dialog');
    await expect(collect.getByRole('heading', { name: 'Collect Remaining Payment' })).toBeVisible();
    await collect.getByLabel('Amount received').fill('1800');
    await collect.getByRole('button', { name: 'Collect Payment' }).click();
    await expect(collect.getByText('Amount cannot exceed remaining amount (₹1,700)')).toBeVisible();
    expect((await readOrder(request, shop, created._id)).order.remainingAmount).toBe(1700);
    await collect.getByLabel('Amount received').fill('1700');
    await collect.getByRole('radio', { name: 'Cash' }).check();
    await collect.getByRole('button', { name: 'Collect Payment' }).click();
    await expect(collect.getByText('Payment of ₹1,700 received')).toBeVisible();
    await expect(collect).toBeHidden();
    await expect(page.getByTestId('order-status-chip')).toHaveText('Delivered');
    await expect(cardValue(billing, 'Remaining')).toHaveText('₹0');
    const payments = page.getByRole('region', { name: 'Payments Received' });
    await expect(payments).toContainText('Balance payment');
    await expect(payments).toContainText('Total received: ₹2,700');
    await expect(page.getByRole('region', { name: 'Status History' })).toContainText(
      'Completed → Delivered',
    );

    const stored = await readOrder(request, shop, created._id);
    expect(stored.status).toBe('Delivered');
    expect(stored.order.remainingAmount).toBe(0);
  });

  test('an alteration order priced at 0 gets its final amount, then its balance, then Delivered', async ({
    page,
    request,
  }) => {
    const shop = await apiCreateShop(request);
    const ravi = await addEmployee(request, shop, 'Ravi Kumar');
    const created = await createOrder(request, shop, {
      customer: {
        name: 'Kavita Joshi',
        mobile_no: uniquePhone(),
        address: '5 CG Road, Ahmedabad',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 100,
        paymentType: 'cash',
        dueDate: shopDate(3),
        products: [
          {
            product: { name: 'Blouse' },
            price: 0,
            measurements: {},
            note: 'Take in the sides',
            assigned_to: ravi._id,
            uploadedImages: [],
          },
        ],
      },
    });

    await useSessionInBrowser(page, shop);
    await page.goto(`/app/order-details/${created._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${created.order_number}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Blouse' }).getByText('No images uploaded'),
    ).toBeVisible();
    await expect(page.getByText('Final amount not set yet')).toBeVisible();

    const dialog = await chooseStatus(page, 'Delivered');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const final = page.getByTestId('final-payment-dialog');
    await expect(final.getByRole('heading', { name: 'Final Alteration Payment' })).toBeVisible();
    await final.getByLabel('Final total amount').fill('50');
    await final.getByRole('button', { name: 'Save Final Amount' }).click();
    await expect(
      final.getByText('Total amount cannot be less than advance payment (₹100)'),
    ).toBeVisible();
    await final.getByLabel('Final total amount').fill('350');
    await final.getByRole('button', { name: 'Save Final Amount' }).click();
    await expect(final.getByText('Final amount set to ₹350')).toBeVisible();

    // The final amount leaves ₹250 to collect, so the collect modal follows.
    const collect = page.getByTestId('collect-payment-dialog');
    await expect(collect.getByLabel('Amount received')).toHaveValue('250');
    expect((await readOrder(request, shop, created._id)).status).toBe('Assigned');
    await collect.getByRole('button', { name: 'Collect Payment' }).click();
    await expect(collect.getByText('Payment of ₹250 received')).toBeVisible();
    await expect(collect).toBeHidden();
    await expect(page.getByTestId('order-status-chip')).toHaveText('Delivered');
    const billing = page.getByRole('region', { name: 'Billing Summary' });
    await expect(cardValue(billing, 'Total Amount')).toHaveText('₹350');
    await expect(cardValue(billing, 'Remaining')).toHaveText('₹0');

    const stored = await readOrder(request, shop, created._id);
    expect(stored.status).toBe('Delivered');
    expect(stored.order.totalAmount).toBe(350);
  });
});
