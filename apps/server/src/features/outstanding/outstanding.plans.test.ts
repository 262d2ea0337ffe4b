import type { Outstanding } from '@tailor/shared/outstanding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execSql, explainRequest, planProblems, seedPlanShops } from '../../../test/query-plans';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { onCitus } from '../../../test/test-database';

/*
 * The money-still-out report's plans on a shop with three years of orders beside another shop:
 * both lists are read through partial indexes holding only what is still out (Completed orders;
 * ready or collected orders that owe), each order's ready day from its own status changes, so no
 * statement scans the shop's orders or their status history, and no read or sort takes more rows
 * than the orders still out (a few hundred here, of 20,000).
 */

let ctx: TestContext;
let token: string;
let storeId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const shop = await createShop(ctx);
  storeId = shop.store_id!;
  await seedPlanShops(ctx.database, {
    storeId,
    ownerUserId: shop.user_id!,
    orders: 20_000,
    customers: 10_000,
    otherShops: [{ orders: 2_000, customers: 300 }],
  });
  // One collected order in a hundred left with a balance (the seed collects every balance).
  await execSql(
    ctx.database,
    `update orders set total_paise = total_paise + 10000
     where store_id = '${storeId}' and status = 'Delivered' and order_number % 100 = 0`,
  );
  await execSql(ctx.database, 'vacuum analyze orders');
  token = shop.token;
}, 180_000);
afterAll(() => ctx.close());

// PostgreSQL's own plans: a distributed plan on Citus is another thing (see onCitus).
describe.skipIf(onCitus())('money-still-out plans on a shop of 20,000 orders', () => {
  it('reads both lists and their totals through the indexes of what is still out', async () => {
    const { response, explained } = await explainRequest(ctx, {
      method: 'GET',
      url: '/api/outstanding',
      headers: bearer(token),
    });
    const report = response.json<Outstanding>();
    expect(report.waiting.total.count).toBeGreaterThan(100);
    expect(report.balances.total.count).toBeGreaterThan(report.waiting.total.count);
    expect(report.waiting.orders).toHaveLength(50);
    expect(
      planProblems(explained, {
        noSeqScanOn: [
          'orders',
          'order_status_events',
          'payments',
          'customers',
          'customer_messages',
        ],
        maxSortRows: 1_000,
        maxScanRows: 1_000,
      }),
    ).toEqual([]);
    const orderReads = explained.filter((q) => /from orders o/.test(q.sql));
    expect(orderReads.length).toBe(4);
    expect(orderReads.some((q) => q.text.includes('orders_store_owing_idx'))).toBe(true);
  });
});
