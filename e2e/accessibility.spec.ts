import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCreateShop, apiJoinShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { shopDate } from './support/dates';
import { uniquePhone } from './support/sms-outbox';

/**
 * Issue 33, item 21: every page of the app and the customer's pages, on a 390 px phone, pass axe's
 * WCAG 2 A and AA rules. One report lists every page's violations, so a run shows all there is to fix.
 */

const PHONE = { width: 390, height: 844 };

interface Seeded {
  shop: ApiSession;
  karigar: ApiSession & { employee_id: string };
  orderId: string;
  customerId: string;
  shareToken: string;
  historyPath: string;
}

/** A shop with a karigar who has an account, and one customer with an order assigned to him. */
async function seed(request: Parameters<typeof apiCreateShop>[0]): Promise<Seeded> {
  const shop = await apiCreateShop(request);
  const karigar = await apiJoinShop(request, shop, 'Ravi Kumar');
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
        totalAmount: 600,
        advancePayment: 200,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(3),
        products: [
          {
            product: { name: 'Blouse' },
            price: 600,
            measurements: {},
            assigned_to: karigar.employee_id,
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { _id: string; customer_id: string; share_token: string };
  const customer = await request.get(`/api/customers/${order.customer_id}`, { headers });
  expect(customer.ok()).toBe(true);
  const { share_link } = (await customer.json()) as { share_link: string };
  return {
    shop,
    karigar,
    orderId: order._id,
    customerId: order.customer_id,
    shareToken: order.share_token,
    historyPath: new URL(share_link).pathname,
  };
}

/**
 * Waits for a page to have drawn its data: its heading shown, and no spinner or skeleton left once
 * the page has been scrolled through (a chart further down loads only when it comes near the view,
 * and axe should check it drawn).
 */
async function settle(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  const loading = page.locator('.MuiCircularProgress-root, .MuiSkeleton-root');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(loading, `${path} still shows a spinner or skeleton`).toHaveCount(0, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** The page's WCAG 2 A/AA violations, one line per rule with the nodes it found. */
async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settle(page, path);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

/** A fresh phone-sized context; the test closes it, so its pages stop polling for the next test. */
async function phonePage(browser: Browser, session?: ApiSession): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (session) await useSessionInBrowser(page, session);
  return page;
}

async function violationsOfAll(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOf(page, path)));
  return found;
}

function expectNone(found: string[]) {
  expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2 A and AA, 390 px)', () => {
  test("the shop owner's pages", async ({ browser, request }) => {
    test.setTimeout(240_000);
    const { shop, karigar, orderId, customerId } = await seed(request);
    const page = await phonePage(browser, shop);
    const found = await violationsOfAll(page, [
      '/app/dashboard',
      '/app/order_list',
      `/app/order-details/${orderId}`,
      '/app/new-order',
      '/app/add-alteration-order',
      '/app/customer',
      `/app/customers/${customerId}`,
      '/app/employee-list',
      `/app/employee-details/${karigar.employee_id}`,
      '/app/invites',
      '/app/account',
      '/app/account?tab=settings',
      '/app/account?tab=templates',
      '/app/account?tab=data',
      '/app/karigars',
      '/app/earnings',
      '/app/takings',
      '/app/outstanding',
      '/app/trials',
      '/app/capacity',
      '/app/notifications',
      '/app/pricing',
    ]);
    await page.context().close();
    expectNone(found);
  });

  test("the karigar's pages, the customer's pages and the sign-in page", async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { karigar, orderId, shareToken, historyPath } = await seed(request);
    const signedOut = await phonePage(browser);
    const found = await violationsOfAll(signedOut, [
      '/',
      '/terms-and-conditions',
      `/shared_order/${shareToken}`,
      historyPath,
    ]);
    const employee = await phonePage(browser, karigar);
    found.push(
      ...(await violationsOfAll(employee, [
        '/employee/orders',
        `/employee-order-details/${orderId}`,
        '/employee/dashboard',
        '/employee/trials',
        '/employee/wages',
        '/employee/capacity',
        '/employee/notifications',
        '/employee/account',
      ])),
    );
    await signedOut.context().close();
    await employee.context().close();
    expectNone(found);
  });
});
