import { expect, test, type Page } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { shopDate } from './support/dates';
import { uniquePhone } from './support/sms-outbox';

/**
 * Issue 32 at 390 px in Hindi: the shop chooses the composition scheme on the GST card of
 * Settings, and reads its day book with an order's advance in it and enters the counted cash.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a shop in Hindi chooses the composition scheme and keeps its day book on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await apiCreateShop(request);
  const headers = { authorization: `Bearer ${shop.token}` };
  const created = await request.post('/api/create_order', {
    headers,
    data: {
      customer: {
        name: 'Gita Sharma',
        mobile_no: uniquePhone(),
        address: '4 Mall Road',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 1200,
        advancePayment: 500,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(3),
        products: [{ product: { name: 'Blouse' }, price: 1200, measurements: {} }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.evaluate(() => localStorage.setItem('language', 'hi'));

  // Settings: the GST card, composition with the shop's GSTIN.
  await page.goto('/app/account?tab=settings');
  const gstin = page.getByRole('textbox', { name: 'GSTIN', exact: true });
  await gstin.fill('07AAPFU0939F1ZX');
  await page.getByRole('combobox', { name: 'GST पंजीकरण' }).click();
  await page.getByRole('option', { name: 'कंपोज़िशन योजना (बिल ऑफ़ सप्लाई)' }).click();
  await expect(page.getByText(/अपने अकाउंटेंट से पुष्टि करें/)).toBeVisible();
  await page.getByRole('button', { name: 'GST विवरण सहेजें' }).click();
  await expect(page.getByText('GST विवरण सहेजा गया।')).toBeVisible();
  await shot(page, 'settings-gst-390-hi');
  const settings = await request.get('/api/settings', { headers });
  expect(await settings.json()).toMatchObject({
    gst_scheme: 'composition',
    gstin: '07AAPFU0939F1ZX',
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The day book: the advance in cash, the opening cash entered once, the counted cash.
  await page.goto('/app/day-book');
  await expect(page.getByRole('heading', { level: 1, name: 'रोज़नामचा' })).toBeVisible();
  await page.getByRole('textbox', { name: 'शुरुआती नकद (₹)' }).fill('1000');
  await page.getByRole('button', { name: 'शुरुआती नकद सहेजें' }).click();
  await expect(page.getByText(/शुरुआती नकद ₹1,000/)).toBeVisible();
  await expect(page.getByTestId('day-book-totals')).toContainText('नकद ₹500');
  await expect(page.getByText('₹1,500').first()).toBeVisible();
  await page
    .getByRole('button', { name: /को गिना हुआ नकद भरें/ })
    .last()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'गिना हुआ नकद (₹)' }).fill('1450');
  await dialog.getByRole('button', { name: 'सहेजें' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('-₹50').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'day-book-390-hi');
});
