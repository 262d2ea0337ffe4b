import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { OrderList } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_TABLES, explainRequest, planProblems, seedPlanShops } from '../../../test/query-plans';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';
import { onCitus } from '../../../test/test-database';

/*
 * The order list's plans on a shop with years of orders beside other shops (issue 13): the first
 * page, a date range, a status chip, the Due list and a search are read through indexes, never by
 * a sequential scan of the shop's orders, garments, payments or customers, nor by sorting them all;
 * the unfiltered total reads the shop's counts, not its orders.
 */

const SHOP_ORDERS = 20_000;
// A page may sort what its filter selects (a month of orders, a search's finds), never the shop.
const LIMITS = { maxSortRows: 1_000 };
// A search also matches part of a customer's name, against the shop's customers (there is no
// trigram index): PostgreSQL may read the customers table whole when the shop is a large part of
// it, as in this test's database. Orders, garments, payments and history are never scanned.
const SEARCH_LIMITS = {
  ...LIMITS,
  maxScanRows: 2_000,
  noSeqScanOn: BIG_TABLES.filter((table) => table !== 'customers'),
};

let ctx: TestContext;
let token: string;
let tailorId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const shop = await createShop(ctx);
  const tailor = await createEmployee(ctx, shop);
  const helper = await createEmployee(ctx, shop);
  tailorId = tailor.employee_id;
  await seedPlanShops(ctx.database, {
    storeId: shop.store_id!,
    ownerUserId: shop.user_id!,
    orders: SHOP_ORDERS,
    customers: 2_000,
    employeeIds: [tailor.employee_id, helper.employee_id],
    otherShops: [
      { orders: 2_000, customers: 3_000 },
      { orders: 2_000, customers: 3_000 },
    ],
  });
  token = shop.token;
}, 120_000);
afterAll(() => ctx.close());

async function listPlan(query: Record<string, string>) {
  const { response, explained } = await explainRequest(ctx, {
    method: 'GET',
    url: `/api/get_orders?${new URLSearchParams({ page: '1', limit: '10', ...query })}`,
    headers: bearer(token),
  });
  return { list: response.json<OrderList>(), explained };
}

// PostgreSQL's own plans: a distributed plan on Citus is another thing (see onCitus).
describe.skipIf(onCitus())('GET /get_orders plans on a shop of 20,000 orders', () => {
  it('reads the first page and its total without scanning, sorting or counting the shop', async () => {
    const { list, explained } = await listPlan({});
    expect(list.total).toBe(SHOP_ORDERS);
    expect(list.orders).toHaveLength(10);
    expect(list.orders[0]!.order_number).toBe(SHOP_ORDERS);
    expect(planProblems(explained, { ...LIMITS, maxScanRows: 100 })).toEqual([]);
  });

  it('reads a deeper page through the index too', async () => {
    const { list, explained } = await listPlan({ page: '20' });
    expect(list.orders[0]!.order_number).toBe(SHOP_ORDERS - 190);
    expect(planProblems(explained, { ...LIMITS, maxScanRows: 300 })).toEqual([]);
  });

  it('reads a status chip through the index and its total from the counts', async () => {
    const { list, explained } = await listPlan({ status: 'Delivered' });
    expect(list.total).toBeGreaterThan(10_000);
    expect(list.orders.every((o) => o.status === 'Delivered')).toBe(true);
    expect(planProblems(explained, { ...LIMITS, maxScanRows: 100 })).toEqual([]);
  });

  it('reads a month of orders, counting only that month', async () => {
    const today = todayInShopZone(new Date());
    const { list, explained } = await listPlan({
      startDate: addDays(today, -400),
      endDate: addDays(today, -370),
    });
    expect(list.total).toBeGreaterThan(400);
    expect(list.total).toBeLessThan(1_000);
    expect(planProblems(explained, { ...LIMITS, maxScanRows: 1_000 })).toEqual([]);
  });

  it('reads the Due list from the open orders only, nearest due first', async () => {
    const { list, explained } = await listPlan({ status: 'Due' });
    expect(list.total).toBeGreaterThan(0);
    const dues = list.orders.map((o) => o.order.dueDate);
    expect(dues).toEqual([...dues].sort());
    expect(planProblems(explained, { ...LIMITS, maxScanRows: 5_000 })).toEqual([]);
  });

  it("reads one employee's orders without scanning the shop", async () => {
    const { list, explained } = await listPlan({ assignedTo: tailorId });
    expect(list.total).toBeGreaterThan(1_000);
    expect(planProblems(explained, { maxSortRows: 20_000 })).toEqual([]);
  });

  it("finds a customer's orders by name and by mobile number from what matches", async () => {
    const byName = await listPlan({ search: 'customer 1234' });
    expect(byName.list.total).toBeGreaterThan(0);
    expect(byName.list.orders.every((o) => o.customer_name === 'Customer 1234')).toBe(true);
    expect(planProblems(byName.explained, SEARCH_LIMITS)).toEqual([]);

    const byMobile = await listPlan({ search: '9000001234' });
    expect(byMobile.list.total).toBe(byName.list.total);
    expect(planProblems(byMobile.explained, SEARCH_LIMITS)).toEqual([]);
  });

  it('finds orders by garment name and by number without testing every order', async () => {
    const garment = await listPlan({ search: 'sherwani' });
    expect(garment.list.total).toBeGreaterThan(1_000);
    expect(
      garment.list.orders.every((o) => o.order.products.some((p) => p.product.name === 'Sherwani')),
    ).toBe(true);
    expect(
      planProblems(garment.explained, {
        maxSortRows: 10_000,
        noSeqScanOn: SEARCH_LIMITS.noSeqScanOn,
      }),
    ).toEqual([]);

    const byNumber = await listPlan({ search: '#12345' });
    expect(byNumber.list.orders.map((o) => o.order_number)).toEqual([12345]);
    expect(planProblems(byNumber.explained, SEARCH_LIMITS)).toEqual([]);
  });
});
