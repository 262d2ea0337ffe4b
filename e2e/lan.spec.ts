import { expect, test } from '@playwright/test';
import config, { e2eBaseUrl } from '../playwright.config';
import { readOtp, uniquePhone } from './support/sms-outbox';

// A phone on the shop's Wi-Fi opens the shop PC by a LAN name over plain HTTP. Chromium resolves
// shop.lan to this machine, so the page is not on localhost (which browsers treat as secure).
const lanOrigin = `http://shop.lan:${new URL(e2eBaseUrl).port}`;
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  baseURL: lanOrigin,
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP shop.lan 127.0.0.1'],
  },
});

test('a staff phone on the LAN opens the app at http://shop.lan and signs in by OTP', async ({
  page,
}) => {
  const failedScripts: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failedScripts.push(request.url());
  });
  const response = await page.goto('/');
  expect(new URL(page.url()).origin).toBe(lanOrigin);
  // The scripts loaded over http from the LAN name: the sign-in screen renders.
  await expect(page.getByText('Manage orders and customers')).toBeVisible();
  expect(failedScripts).toEqual([]);
  // No upgrade of the page's requests to https, and no HSTS pinning the LAN name to https.
  expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(response?.headers()['strict-transport-security']).toBeUndefined();

  const phone = uniquePhone();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(`${lanOrigin}/otp`);
  await page.getByLabel('OTP').fill(await readOtp(phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${lanOrigin}/signup`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
});
