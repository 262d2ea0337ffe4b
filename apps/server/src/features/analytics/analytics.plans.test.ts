import {
  DUE_THIS_WEEK_MAX,
  type DashboardData,
  type MonthlyRevenue,
  type OrdersDueThisWeek,
} from '@tailor/shared/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execSql, explainRequest, planProblems, seedPlanShops } from '../../../test/query-plans';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { onCitus } from '../../../test/test-database';

/*
 * The dashboard's, the due list's and the monthly revenue's plans on a shop with years of orders
 * beside other shops (issue 13): their figures come from the kept monthly and daily totals and the
 * due list from the shop's open-orders index, so no statement scans the shop's orders or payments,
 * none sorts more than a page, and none reads more rows than a few years of months and days or one
 * page of due orders (with their count).
 */

const SHOP_ORDERS = 20_000;
const LIMITS = {
  maxSortRows: 100,
  // Three years of days in the 30-day chart's table are 1,100 rows; the due count reads the
  // shop's open orders due by the end of the week (a few hundred here).
  maxScanRows: 2_000,
};

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const shop = await createShop(ctx);
  await seedPlanShops(ctx.database, {
    storeId: shop.store_id!,
    ownerUserId: shop.user_id!,
    orders: SHOP_ORDERS,
    customers: 2_000,
    otherShops: [{ orders: 2_000, customers: 300 }],
  });
  // The seed loads with triggers off, as a bulk restore may: rebuild the kept totals once.
  await execSql(ctx.database, 'select recompute_money_totals(null)');
  token = shop.token;
}, 180_000);
afterAll(() => ctx.close());

async function plansOf(url: string) {
  return explainRequest(ctx, { method: 'GET', url: `/api${url}`, headers: bearer(token) });
}

// PostgreSQL's own plans: a distributed plan on Citus is another thing (see onCitus).
describe.skipIf(onCitus())('analytics plans on a shop of 20,000 orders', () => {
  it('reads the dashboard from the kept totals and one page of due orders', async () => {
    const { response, explained } = await plansOf('/get_dashboard_data');
    const data = response.json<DashboardData>();
    expect(data.earnings.overall_income).toBeGreaterThan(0);
    expect(data.orders_due_this_week.length).toBeLessThanOrEqual(DUE_THIS_WEEK_MAX);
    expect(data.orders_due_this_week_total).toBeGreaterThan(DUE_THIS_WEEK_MAX);
    expect(planProblems(explained, LIMITS)).toEqual([]);
    // Every statement that reads orders goes through the shop's open-orders index.
    const ordersReads = explained.filter((query) => /from "orders"/.test(query.sql));
    expect(ordersReads.length).toBe(2);
    for (const query of ordersReads) expect(query.text).toContain('orders_open_due_idx');
  });

  it('reads orders due this week through the open-orders index, one page and a count', async () => {
    const { response, explained } = await plansOf('/orders_due_this_week');
    const due = response.json<OrdersDueThisWeek>();
    expect(due.orders_due_this_week).toHaveLength(DUE_THIS_WEEK_MAX);
    expect(planProblems(explained, LIMITS)).toEqual([]);
  });

  it("reads a year's monthly revenue from at most twelve kept months", async () => {
    const year = new Date().getUTCFullYear() - 1;
    const { response, explained } = await plansOf(`/get_revenue?year=${year}`);
    expect(response.json<MonthlyRevenue[]>()).toHaveLength(12);
    expect(planProblems(explained, { ...LIMITS, maxScanRows: 12 })).toEqual([]);
  });
});
