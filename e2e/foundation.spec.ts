import { expect, test } from '@playwright/test';
import hindi from '../apps/web/src/locales/hi/common.json' with { type: 'json' };
import tamilAuth from '../apps/web/src/locales/ta/auth.json' with { type: 'json' };
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { readOtp, uniquePhone } from './support/sms-outbox';

test('a new shop owner signs in by OTP, creates the shop, switches to Hindi and logs out', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/');
  await expect(page.getByText('Manage orders and customers')).toBeVisible();

  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const otp = await readOtp(phone);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Owner name').fill('Meena  Patel');
  await page.getByLabel('Shop name').fill('Patel Stitching Centre');
  await page.getByLabel('Email').fill('meena@example.com');
  await page.getByLabel('Shop address').fill('14 Relief Road, Lal Darwaja');
  await page.getByLabel('Pincode').fill('380001');
  await expect(page.getByLabel('State')).toHaveValue('Gujarat');
  await expect(page.getByLabel('District')).toHaveValue('Ahmedabad');
  await page.getByTestId('signup-terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/app\/order_list$/);
  await expect(page.getByRole('banner')).toContainText('Patel Stitching Centre');

  await page.getByRole('button', { name: 'Choose language' }).first().click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('navigation').getByText(hindi.nav.customers).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('button', { name: hindi.actions.logout }).click();
  // Logging out asks first, in the chosen language.
  const confirm = page.getByRole('dialog', { name: hindi.logoutConfirm.title });
  await confirm.getByRole('button', { name: hindi.logoutConfirm.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who chose Tamil sees Tamil from the first paint, fetching only that language', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ta');
    // The text of the first frame the app paints.
    const seen = new MutationObserver(() => {
      const text = document.getElementById('root')?.innerText.trim();
      if (text) {
        (window as unknown as { firstText: string }).firstText = text;
        seen.disconnect();
      }
    });
    // Attributes too: the sign-in page shows its texts by taking a class off <html>.
    seen.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: tamilAuth.login.sendOtp })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const firstText = await page.evaluate(
    () => (window as unknown as { firstText: string }).firstText,
  );
  expect(firstText).not.toContain('Send OTP');
  expect(scripts.some((path) => /\/assets\/ta-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/assets\/(hi|gu|mr)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('an unknown invalid phone number is refused on the login screen', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Enter a valid 10-digit mobile number.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page without a token goes to the login screen', async ({ page }) => {
  await page.goto('/app/order_list');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Mobile number')).toBeVisible();
});

test('an invalidated token on a protected page shows the session-expired notice and returns to /', async ({
  page,
  request,
}) => {
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  // Log the token out on the server behind the browser's back.
  const logout = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(logout.status()).toBe(204);

  // The notice is the app's own dialog over the sign-in page, not a browser alert.
  page.on('dialog', (browserDialog) => {
    throw new Error(`Unexpected browser dialog: ${browserDialog.message()}`);
  });
  await page.goto('/app/order_list');
  const notice = page.getByRole('dialog', { name: 'Signed out' });
  await expect(notice).toContainText('Session expired. Please login again.');
  await expect(page).toHaveURL(/\/$/);
  await notice.getByRole('button', { name: 'Sign in again' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('unknown routes show Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
