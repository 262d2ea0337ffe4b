import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCreateShop, sampleShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { uniquePhone } from './support/sms-outbox';

/**
 * Data entry at the counter (issue 11, point 7), checked where layout matters: on a 390 px phone
 * in English, Tamil and Gujarati, and on a 1280 px desktop. Screenshots go to /tmp/shots.
 */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LONG_SHOP = 'Shree Ganesh Tailors and Ladies Boutique';
const NEXT = { en: 'Next', ta: 'அடுத்து', gu: 'આગળ' } as const;

async function shopWithEmployee(page: Page, request: Parameters<typeof apiCreateShop>[0]) {
  const shop = await apiCreateShop(request, { ...sampleShop, shop_name: LONG_SHOP });
  const added = await request.post('/api/add_employee', {
    data: {
      name: 'Sunita Devi',
      phone: uniquePhone(),
      position: 'tailor',
      experience: 12,
      specialization: 'alteration',
    },
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(added.ok()).toBe(true);
  await useSessionInBrowser(page, shop);
  return shop;
}

async function setLanguage(page: Page, language: string) {
  await page.evaluate((lng) => localStorage.setItem('language', lng), language);
}

/** Nothing inside `element` is cut off: its content fits its box. */
async function fits(element: Locator) {
  return element.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
  );
}

async function choose(page: Page, scope: Locator, combobox: string, option: RegExp) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

for (const language of ['en', 'ta', 'gu'] as const) {
  test(`new-order form, OTP page and header fit a 390 px phone (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await shopWithEmployee(page, request);
    await setLanguage(page, language);
    await page.goto('/app/add-alteration-order');
    const mobile = page.locator('input[type="tel"]').first();
    await expect(mobile).toBeVisible();

    // The header: the long shop name is whole (wrapped, not cut), logout is not beside the
    // language button.
    const banner = page.getByRole('banner');
    const name = banner.getByText(LONG_SHOP);
    await expect(name).toBeVisible();
    expect(await fits(name)).toBe(true);
    await expect(banner.locator('[data-testid="LogoutIcon"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/entry-new-order-gender-390-${language}.png` });

    // The number comes before the gender cards.
    const firstCard = page.getByRole('radio').first();
    expect((await mobile.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);
    await firstCard.click();
    await page.getByRole('button', { name: NEXT[language], exact: true }).click();
    const product = page
      .locator('section')
      .filter({ has: page.locator('h3') })
      .first();
    await product.getByRole('combobox').first().click();
    // The first garment of the list (its headers are not options to pick).
    await page.locator('li[role="option"][data-value]:not([data-value=""])').first().click();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    // Every measurement name is whole and clear of its remove button.
    const labels = product.locator('label[for^="measurement-"]');
    await expect(labels.first()).toBeVisible();
    const count = await labels.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const label = labels.nth(i);
      expect(await fits(label), (await label.textContent()) ?? '').toBe(true);
      const remove = label.locator('xpath=following-sibling::button[1]');
      const [l, r] = [(await label.boundingBox())!, (await remove.boundingBox())!];
      expect(l.x + l.width, (await label.textContent()) ?? '').toBeLessThanOrEqual(r.x + 0.5);
    }
    const firstInput = page.locator('input[id^="measurement-"]').first();
    await expect(firstInput).toHaveAttribute('inputmode', 'decimal');
    await product.scrollIntoViewIfNeeded();
    await product.screenshot({ path: `${SHOTS}/entry-measurements-390-${language}.png` });

    // The OTP page.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.setItem('otpPhone', '9876543210');
      sessionStorage.setItem('otpResendAt', String(Date.now() + 30_000));
    });
    await setLanguage(page, language);
    await page.goto('/otp');
    const otp = page.getByTestId('otp-input');
    await expect(otp).toBeVisible();
    await otp.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '123 456');
      document
        .querySelector('[data-testid="otp-input"]')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(otp).toHaveValue('123456');
    await page.screenshot({ path: `${SHOTS}/entry-otp-390-${language}.png` });
  });
}

test('payment step: after an advance error, one tap on Cash selects it (390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await shopWithEmployee(page, request);
  await page.goto('/app/add-alteration-order');
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Customer mobile number').fill(uniquePhone());
  await page.getByLabel('Customer name').fill('Kavita Joshi');
  await page.getByLabel('Address').fill('7 Law Garden, Ellisbridge');
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', /^Blouse$/);
  await product.getByLabel('Price').fill('100');
  await choose(page, product, 'Assigned employee', /Sunita Devi/);
  await page.getByRole('button', { name: 'Next' }).click();
  const advance = page.getByLabel('Advance payment');
  await advance.fill('500');
  const cash = page.getByLabel('Cash');
  // Where Cash sits on the page (not in the window, which the browser may scroll as focus moves).
  const pageTop = () => cash.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await pageTop();
  // Leaving the advance for Cash shows its message; the tap must still land on Cash, and nothing
  // above it moves.
  await cash.click();
  await expect(page.getByText('Advance payment cannot exceed total amount')).toBeVisible();
  await expect(cash).toBeChecked();
  expect(await pageTop()).toBe(before);
  await page.screenshot({ path: `${SHOTS}/entry-payment-390-en.png`, fullPage: true });
});

test('desktop: the sidebar runs the whole page, the header keeps logout, and photos fit the viewer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const shop: ApiSession = await shopWithEmployee(page, request);
  await page.goto('/app/add-alteration-order');
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', /^Blouse$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/entry-new-order-1280-en.png`, fullPage: true });

  // A long page: the navigation column's colour reaches its end.
  const nav = page.getByRole('navigation').first();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(DESKTOP.height);
  const navBox = (await nav.boundingBox())!;
  expect(navBox.height).toBeGreaterThanOrEqual(pageHeight - 1);
  const background = await nav.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  // A big photo opens fitted to the screen.
  const big = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 160, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post('/api/upload_image', {
    multipart: { file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: big } },
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()) as { _id: string };
  const created = await request.post('/api/create_order', {
    data: {
      customer: {
        name: 'Meera Shah',
        mobile_no: uniquePhone(),
        address: '5 Ashram Road',
        gender: 'female',
      },
      order: {
        orderType: 'new',
        totalAmount: 500,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
          new Date(),
        ),
        dueDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
          new Date(Date.now() + 10 * 86_400_000),
        ),
        products: [
          {
            product: { name: 'Blouse' },
            price: 500,
            measurements: {},
            note: '',
            uploadedImages: [image._id],
          },
        ],
      },
    },
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string };
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`/app/order-details/${order._id}`);
    await page.getByRole('button', { name: /Open image 1 of 1/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Images of Blouse' });
    const picture = viewer.getByTestId('image-viewer-image');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const box = (await picture.boundingBox())!;
        return box.width <= viewport.width + 0.5 && box.height <= viewport.height + 0.5;
      })
      .toBe(true);
    const box = (await picture.boundingBox())!;
    // Fitted, not shrunk to a stamp: it fills the width or the height of the frame.
    expect(
      Math.max(box.width / viewport.width, box.height / (viewport.height - 64)),
    ).toBeGreaterThan(0.8);
    await page.screenshot({ path: `${SHOTS}/entry-viewer-${viewport.width}-en.png` });
    await page.keyboard.press('Escape');
  }
});

test('on a 390 px phone, every field of a garment stays in sight while it is typed in, above the step bar and below the app bar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await shopWithEmployee(page, request);
  await page.goto('/app/new-order');
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Customer mobile number').pressSequentially(uniquePhone());
  await page.getByLabel('Customer name').pressSequentially('Asha Verma');
  await page.getByLabel('Address').pressSequentially('22 MG Road');
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', /^Shirt$/);

  const stepBar = page.getByRole('button', { name: 'Next' }).locator('xpath=../..');
  const appBar = page.getByRole('banner');
  const hidden: string[] = [];
  // The garment's measurement fields are drawn as a transition after the choice has painted.
  await expect.poll(() => product.getByRole('textbox').count()).toBeGreaterThan(8);
  const fields = await product.getByRole('textbox').all();
  for (const field of fields) {
    // As a person does: a tap or Tab puts the caret in the field, and the page scrolls to it.
    await field.focus();
    await field.pressSequentially('3');
    const [box, bar, top] = [
      (await field.boundingBox())!,
      (await stepBar.boundingBox())!,
      (await appBar.boundingBox())!,
    ];
    const label = await field.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent,
    );
    if (box.y + box.height > bar.y) hidden.push(`${label}: under the step bar`);
    if (box.y < top.y + top.height) hidden.push(`${label}: under the app bar`);
  }
  expect(hidden).toEqual([]);
});
