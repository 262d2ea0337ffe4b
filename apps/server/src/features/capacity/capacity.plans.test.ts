import type { Capacity, CapacityDayOrders } from '@tailor/shared/capacity';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainRequest, planProblems, seedPlanShops } from '../../../test/query-plans';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { onCitus } from '../../../test/test-database';

/*
 * The capacity calendar's plans on a shop with three years of orders beside another shop: a
 * month's load and a day's orders are read through orders_store_work_day_idx, which holds only the
 * shop's orders still to be made by work day, and their garments by order, so no statement scans
 * the shop's orders or garments, and no read takes more rows than that month's open orders' garments
 * (a few hundred here, of 20,000 orders).
 */

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const shop = await createShop(ctx);
  await seedPlanShops(ctx.database, {
    storeId: shop.store_id!,
    ownerUserId: shop.user_id!,
    orders: 20_000,
    customers: 10_000,
    otherShops: [{ orders: 2_000, customers: 300 }],
  });
  token = shop.token;
}, 180_000);
afterAll(() => ctx.close());

// PostgreSQL's own plans: a distributed plan on Citus is another thing (see onCitus).
describe.skipIf(onCitus())('capacity plans on a shop of 20,000 orders', () => {
  const today = todayInShopZone();

  it("reads a month's load through the index of orders still to be made", async () => {
    const { response, explained } = await explainRequest(ctx, {
      method: 'GET',
      url: `/api/capacity?from=${today}&to=${addDays(today, 30)}`,
      headers: bearer(token),
    });
    const capacity = response.json<Capacity>();
    expect(capacity.days).toHaveLength(31);
    expect(capacity.days.reduce((sum, day) => sum + day.garments, 0)).toBeGreaterThan(50);
    expect(
      planProblems(explained, {
        noSeqScanOn: ['orders', 'order_products', 'employees'],
        maxSortRows: 2_000,
        maxScanRows: 2_000,
      }),
    ).toEqual([]);
    expect(explained.some((q) => q.text.includes('orders_store_work_day_idx'))).toBe(true);
  });

  it("reads a day's orders through the same index", async () => {
    const { response, explained } = await explainRequest(ctx, {
      method: 'GET',
      url: `/api/capacity/orders?date=${addDays(today, 10)}`,
      headers: bearer(token),
    });
    expect(response.json<CapacityDayOrders>().orders.length).toBeGreaterThan(0);
    expect(
      planProblems(explained, {
        noSeqScanOn: ['orders', 'order_products', 'customers'],
        maxSortRows: 500,
        maxScanRows: 500,
      }),
    ).toEqual([]);
    expect(explained.some((q) => q.text.includes('orders_store_work_day_idx'))).toBe(true);
  });
});
