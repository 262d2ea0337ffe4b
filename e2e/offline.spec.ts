import { expect, test, type Page } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser } from './support/auth';

/** Waits until the service worker has precached the app and controls this page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return Boolean(registration?.active && navigator.serviceWorker.controller);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test.describe('the installable app', () => {
  test('offers a manifest with its icons and opens offline from the service worker', async ({
    page,
    request,
    context,
  }) => {
    const manifestLink = await request.get('/manifest.webmanifest');
    expect(manifestLink.ok()).toBe(true);
    const manifest = (await manifestLink.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Tailor Shop Manager',
      start_url: '/',
      display: 'standalone',
      theme_color: '#283593',
    });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);

    const shop = await apiCreateShop(request);
    await useSessionInBrowser(page, shop);
    await page.goto('/app/order_list');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // Every language's texts were precached: the app opens in Hindi with no network.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    // The server-rendered customer pages are never answered with the app's shell.
    const shared = await page.goto('/shared_order/not-a-token').catch((error: Error) => error);
    expect(shared).toBeInstanceOf(Error);
    await context.setOffline(false);
  });
});
