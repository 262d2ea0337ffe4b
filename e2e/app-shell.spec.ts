import { expect, test } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';

test('the app paints its splash before any of its script has arrived, and the page replaces it', async ({
  page,
  request,
}) => {
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  // Hold every script back: what shows is the HTML alone, as on a slow network.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/app/order_list', { waitUntil: 'commit' });
  const splash = page.locator('#root .app-splash');
  await expect(splash.locator('svg')).toBeVisible();
  await expect(splash).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(splash).toHaveCount(0);
});
