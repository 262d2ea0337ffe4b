import { expect, test, type Page } from '@playwright/test';
import en from '../apps/web/src/locales/en/newOrder.json' with { type: 'json' };
import hi from '../apps/web/src/locales/hi/newOrder.json' with { type: 'json' };
import ta from '../apps/web/src/locales/ta/newOrder.json' with { type: 'json' };
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { shopDate } from './support/dates';
import { choose, measurement } from './support/forms';
import { uniquePhone } from './support/sms-outbox';

type Texts = typeof en;
const fill = (text: string, name: string) =>
  text.replace('{{name}}', name).replace('{{number}}', '1');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** New order for the returning customer at `phone`, to their Shirt, in the language of `t`. */
async function returningShirt(page: Page, t: Texts, phone: string) {
  await page.goto('/app/add-alteration-order');
  await page.getByRole('radio', { name: t.gender.male, exact: true }).click();
  await page.getByRole('button', { name: t.actions.next }).click();
  await page.getByLabel(t.customer.mobile).fill(phone);
  await expect(page.getByText(t.customer.returning, { exact: true })).toBeVisible();
  const product = page.getByRole('region', { name: fill(t.products.title, '') });
  await choose(page, product, t.products.garment, t.garments.Shirt);
  return product;
}

/**
 * Measurement units and where to measure (measurements issue, items 4 and 5): a shop that moves to
 * centimetres sees a returning customer's inches converted and shown both ways, and each default
 * measurement opens a drawing of where the tape goes with its hint, in English, Hindi and Tamil.
 */
test('a shop in centimetres sees last time’s inches converted, and where to measure', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await apiCreateShop(request);
  const headers = { authorization: `Bearer ${shop.token}` };
  const phone = uniquePhone();
  const earlier = await request.post('/api/create_order', {
    headers,
    data: {
      customer: { name: 'Arjun Rao', mobile_no: phone, address: '9 Temple Street', gender: 'male' },
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(2),
        products: [
          { product: { name: 'Shirt' }, price: 0, measurements: { Chest: '38', Neck: '15 1/2' } },
        ],
      },
    },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);
  const customerId = ((await earlier.json()) as { customer_id: string }).customer_id;

  // The owner moves the shop to centimetres in Settings, on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/account?tab=templates');
  const card = page.getByRole('region', { name: 'Measurement unit' });
  await card.getByRole('radio', { name: 'Centimetres (cm)' }).check();
  await card.getByRole('button', { name: 'Save unit' }).click();
  await expect(page.getByText('Measurement unit saved.')).toBeVisible();
  await shot(page, 'unit-setting-1280');

  // The returning customer's shirt: last time's inches, converted, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await returningShirt(page, en, phone);
  await expect(measurement(product, 'Chest')).toHaveValue('96.5');
  await expect(measurement(product, 'Neck')).toHaveValue('39.5');
  await expect(product.getByText('Last time: 38 in (96.5 cm)')).toBeVisible();
  await shot(page, 'new-order-cm-390');
  await product.getByRole('button', { name: 'Where to measure Neck' }).click();
  const guide = page.getByRole('dialog', { name: 'Where to measure: Neck' });
  await expect(guide.getByRole('img', { name: 'Where the tape goes for Neck' })).toBeVisible();
  await expect(guide).toContainText('Round the base of the neck');
  await shot(page, 'where-to-measure-390');
  await guide.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  await product.getByRole('button', { name: 'Where to measure Chest' }).click();
  await expect(page.getByRole('dialog', { name: 'Where to measure: Chest' })).toBeVisible();
  await shot(page, 'where-to-measure-1280');
  await page.keyboard.press('Escape');

  // The customer's history: the inches with their conversion.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/customers/${customerId}`);
  const table = page.getByRole('table', { name: 'Shirt measurements' });
  await expect(table).toContainText('Measurement (cm)');
  await expect(table).toContainText('38 in (96.5 cm)');
  await shot(page, 'history-cm-390');

  for (const [language, t] of [
    ['hi', hi],
    ['ta', ta],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    const inLanguage = await returningShirt(page, t, phone);
    await expect(measurement(inLanguage, t.measurementNames.Chest)).toHaveValue('96.5');
    await shot(page, `new-order-cm-390-${language}`);
    await inLanguage
      .getByRole('button', { name: fill(t.guide.open, t.measurementNames['Sleeve Length']) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fill(t.guide.title, t.measurementNames['Sleeve Length']),
    });
    await expect(dialog).toContainText(t.measurementHints['Sleeve Length']);
    await shot(page, `where-to-measure-390-${language}`);
    await page.keyboard.press('Escape');
  }
});
