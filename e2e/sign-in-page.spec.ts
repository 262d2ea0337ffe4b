import { expect, test } from '@playwright/test';
import hindiAuth from '../apps/web/src/locales/hi/auth.json' with { type: 'json' };
import hindiErrors from '../apps/web/src/locales/hi/errors.json' with { type: 'json' };
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { readOtp, uniquePhone } from './support/sms-outbox';

/** The app's entry script (index.html's), as opposed to the sign-in page's own few KB. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

test('a first visit signs in on the static page, loading the app only once signed in', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Manage orders and customers')).toBeVisible();

  const phone = uniquePhone();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(`Enter the 6-digit code sent to +91 ${phone}.`)).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^Resend OTP in \d+s$/);
  expect(scripts.filter((script) => APP_ENTRY.test(script))).toEqual([]);

  // A reload of /otp keeps the number, as the app's own OTP page does.
  await page.reload();
  await expect(page.getByText(`Enter the 6-digit code sent to +91 ${phone}.`)).toBeVisible();

  // A wrong code is refused with the server's reason; the right one signs in.
  const otp = await readOtp(phone);
  const wrong = otp === '000000' ? '111111' : '000000';
  await page.getByLabel('OTP').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('OTP Verification Failed');
  await expect(page.getByRole('alert')).toContainText(/Incorrect OTP\. \d+ attempts? left\./);

  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Shop name')).toBeVisible();
  expect(scripts.some((script) => APP_ENTRY.test(script))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('fromOtp'))).toBe('true');
});

test('the sign-in page speaks the chosen language, its checks and the server’s refusals too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: hindiAuth.login.title })).toBeVisible();

  await page.getByLabel(hindiAuth.login.phoneLabel).fill('12345');
  await page.getByRole('button', { name: hindiAuth.login.sendOtp }).click();
  await expect(page.getByText(hindiAuth.validation.phone)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const phone = uniquePhone();
  await page.getByLabel(hindiAuth.login.phoneLabel).fill(phone);
  await page.getByRole('button', { name: hindiAuth.login.sendOtp }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await readOtp(phone);
  // Asking again before the wait is over: the server refuses, worded in Hindi.
  await page.getByRole('button', { name: hindiAuth.otp.changeNumber }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel(hindiAuth.login.phoneLabel)).toHaveValue(phone);
  await page.getByRole('button', { name: hindiAuth.login.sendOtp }).click();
  const wait = hindiErrors.OTP_RESEND_WAIT.split('{{')[0]!.trim();
  await expect(page.getByRole('alert')).toContainText(wait);

  // The choice is the app's too.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
});

test('without JavaScript the sign-in page still reads, and says it needs JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Tailor Shop Manager' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Tailor Shop Manager needs JavaScript to run.')).toBeVisible();
  await context.close();
});

test('a signed-in visitor opening the sign-in page goes on to their work', async ({
  page,
  request,
}) => {
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/order_list$/);
});
