import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiCreateShop, apiJoinShop, useSessionInBrowser } from './support/auth';
import { shopDate } from './support/dates';
import { choose } from './support/forms';
import { uniquePhone } from './support/sms-outbox';

/**
 * Workshop issue, item 1: the owner sets a piece rate for the whole garment and one for its cutting,
 * marks the cutting done and the order Completed, sees the karigar's credits on the wages page,
 * pays them out and downloads the pay slip; the karigar sees the same ledger under My wages.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the owner sets a rate, completes an order, sees the credit, pays it and prints the pay slip', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await apiCreateShop(request);
  const ravi = await apiJoinShop(request, shop, 'Ravi Kumar');
  const headers = { authorization: `Bearer ${shop.token}` };

  // The rate, set on the wages page on a wide screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/karigars');
  await expect(page.getByRole('heading', { level: 1, name: 'Karigar wages' })).toBeVisible();
  const rates = page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Piece rates' }),
  });
  await rates.getByRole('combobox', { name: 'Garment' }).fill('Blouse');
  await choose(page, rates, 'Karigar', 'Ravi Kumar');
  await rates.getByRole('textbox', { name: 'Rate' }).fill('150');
  await rates.getByRole('button', { name: 'Set rate' }).click();
  await expect(rates.getByText('Blouse · Whole garment (Completed) · ₹150')).toBeVisible();
  // And a step of the work: cutting, for every karigar.
  await rates.getByRole('combobox', { name: 'Garment' }).fill('Blouse');
  await choose(page, rates, 'Paid for', 'Cutting');
  await rates.getByRole('textbox', { name: 'Rate' }).fill('40');
  await rates.getByRole('button', { name: 'Set rate' }).click();
  await expect(rates.getByText('Blouse · Cutting · ₹40')).toBeVisible();

  // An order of a Blouse for Ravi, marked Completed from its page.
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
        totalAmount: 600,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(3),
        products: [
          {
            product: { name: 'Blouse' },
            price: 600,
            measurements: {},
            assigned_to: ravi.employee_id,
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string };
  await page.goto(`/app/order-details/${order._id}`);
  // The cutting is marked done on the order's page, then the order Completed.
  const cut = page.getByRole('button', { name: 'Mark Cutting of Blouse done' });
  await cut.click();
  await expect(page.getByRole('button', { name: 'Mark Cutting of Blouse not done' })).toBeVisible();
  await shot(page, 'order-work-1280');
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Update Status' })
    .click();
  const dialog = page.getByTestId('update-status-dialog');
  await dialog.getByRole('radio', { name: /^Completed/ }).check();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByTestId('order-status-chip')).toHaveText('Completed');

  // The credit on the wages page, then paid out on a phone.
  await page.goto('/app/karigars');
  await expect(page.getByTestId('shop-sums').getByTestId('sum-owed')).toContainText('₹190');
  await shot(page, 'karigars-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Entries of Ravi Kumar' }).click();
  const ledger = page.getByRole('dialog');
  await expect(ledger.getByText('Work done · Blouse · Cutting')).toBeVisible();
  await expect(ledger.getByText('Work done · Blouse', { exact: true })).toBeVisible();
  await expect(ledger.getByTestId('sum-earned')).toContainText('₹190');
  await shot(page, 'karigar-ledger-390');
  await ledger.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Ravi Kumar' });
  await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveValue('190');
  await pay.getByRole('textbox', { name: 'Amount' }).fill('200');
  await expect(pay.getByText('More than is owed: the rest is an advance.')).toBeVisible();
  await pay.getByRole('button', { name: 'UPI' }).click();
  await pay.getByRole('textbox', { name: 'Note (optional)' }).fill('Week 48');
  await shot(page, 'payout-390');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toHaveCount(0);
  await expect(ledger.getByTestId('sum-owed')).toContainText('Paid in advance');
  await expect(ledger.getByTestId('sum-owed')).toContainText('₹10');
  await expect(ledger.getByText('Paid · UPI')).toBeVisible();

  // The pay slip, downloaded as a PDF.
  const download = page.waitForEvent('download');
  await ledger.getByRole('button', { name: 'Pay slip (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pay_slip_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
  const saved = test.info().outputPath('pay-slip.pdf');
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  const share = ledger.getByRole('link', { name: 'Share on WhatsApp' });
  expect(await share.getAttribute('href')).toMatch(
    new RegExp(`^https://wa\\.me/91${ravi.phone}\\?text=`),
  );
  await ledger.getByRole('button', { name: 'Close' }).click();
  await shot(page, 'karigars-390');

  // The karigar's own view, in Hindi and Tamil too.
  await useSessionInBrowser(page, ravi);
  await page.goto('/employee/wages');
  await expect(page.getByRole('heading', { level: 1, name: 'My wages' })).toBeVisible();
  await expect(page.getByTestId('sum-earned')).toContainText('₹190');
  await expect(page.getByTestId('sum-paid')).toContainText('₹200');
  await shot(page, 'my-wages-390');
  for (const language of ['hi', 'ta']) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
    await expect(page.getByTestId('sum-earned')).toContainText('₹190');
    await shot(page, `my-wages-390-${language}`);
  }
});
