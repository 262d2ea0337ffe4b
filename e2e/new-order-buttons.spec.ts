import { expect, test, type Locator } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';

const LABELS = {
  en: ['Alteration Order', 'New Order'],
  hi: ['ऑल्टरेशन ऑर्डर', 'नया ऑर्डर'],
  gu: ['ઓલ્ટરેશન ઓર્ડર', 'નવો ઓર્ડર'],
  mr: ['ऑल्टरेशन ऑर्डर', 'नवीन ऑर्डर'],
  ta: ['ஆல்டரேஷன் ஆர்டர்', 'புதிய ஆர்டர்'],
} as const;

/** The left and right edge of each line the button's label is laid out in. */
function labelLines(button: Locator) {
  return button.evaluate((el) => {
    const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const box = el.getBoundingClientRect();
    const lines = new Map<number, { left: number; right: number }>();
    for (const rect of range.getClientRects()) {
      const top = Math.round(rect.top);
      const line = lines.get(top) ?? { left: rect.left, right: rect.right };
      lines.set(top, {
        left: Math.min(line.left, rect.left),
        right: Math.max(line.right, rect.right),
      });
    }
    return {
      lines: [...lines.values()],
      fits: el.scrollWidth <= el.clientWidth + 1,
      left: box.left,
      right: box.right,
    };
  });
}

test.describe('New Order and Alteration Order on a 390 px phone', () => {
  let shop: ApiSession;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
    shop = await apiCreateShop(request);
    await request.dispose();
  });

  for (const [language, [alteration, newOrder]] of Object.entries(LABELS)) {
    test(`read on one row, each label whole and centred, in ${language}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useSessionInBrowser(page, shop);
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      await page.goto('/app/order_list');
      const main = page.getByRole('main');
      const buttons = [
        main.getByRole('link', { name: alteration, exact: true }),
        main.getByRole('link', { name: newOrder, exact: true }),
      ] as const;
      await expect(buttons[1]).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const group = buttons[0].locator('..');
      await group.screenshot({ path: testInfo.outputPath(`new-order-buttons-${language}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`order-list-${language}.png`) });

      // One row across the page's width (16 px margins): New Order never drops to a line of its
      // own under Alteration Order.
      const [first, second] = await Promise.all(buttons.map((button) => button.boundingBox()));
      expect(Math.abs(first!.y - second!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(first!.height - second!.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(first!.x - 16)).toBeLessThanOrEqual(1);
      expect(Math.abs(second!.x + second!.width - (390 - 16))).toBeLessThanOrEqual(1);

      const alterationLabel = await labelLines(buttons[0]);
      const newOrderLabel = await labelLines(buttons[1]);
      expect(newOrderLabel.lines).toHaveLength(1);
      for (const label of [alterationLabel, newOrderLabel]) {
        expect(label.fits).toBe(true);
        // A wrapped label's lines share one centre: no line starts further in than another.
        const centres = label.lines.map((line) => (line.left + line.right) / 2);
        for (const centre of centres) expect(Math.abs(centre - centres[0]!)).toBeLessThanOrEqual(2);
        for (const line of label.lines) {
          expect(line.left).toBeGreaterThanOrEqual(label.left);
          expect(line.right).toBeLessThanOrEqual(label.right);
        }
      }
    });
  }
});
