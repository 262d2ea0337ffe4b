import { addDays } from '@tailor/shared/dates';
import type { Order, OrderList } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * The order list's working filters (issue 11, point 6): Delayed, Delivered and Cancelled beside the
 * spec's four, alteration orders, one employee's work, the Due list by due date, and garments
 * found by the search box. Another shop's orders never appear, whatever is asked.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
type Employee = Awaited<ReturnType<typeof createEmployee>>;

async function getOrders(token: string, query: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/get_orders?${new URLSearchParams(query)}`,
    headers: bearer(token),
  });
}

let shop: Shop;
let other: Shop;
let asha: Employee;
let ravi: Employee;
let theirTailor: Employee;
const mine: Order[] = [];
const theirs: Order[] = [];

/** The order numbers of a 200 answer, after checking none of them is another shop's. */
async function numbers(query: Record<string, string>): Promise<number[]> {
  const response = await getOrders(shop.token, query);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<OrderList>();
  const foreign = new Set(theirs.map((o) => o._id));
  expect(list.orders.filter((o) => foreign.has(o._id))).toEqual([]);
  if (!query.limit) expect(list.total).toBe(list.orders.length);
  return list.orders.map((o) => o.order_number);
}

beforeAll(async () => {
  shop = await createShop(ctx);
  other = await createShop(ctx);
  asha = await createEmployee(ctx, shop, { name: 'Asha' });
  ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
  theirTailor = await createEmployee(ctx, other, { name: 'Asha' });
  const t = today(ctx);
  const specs = [
    // #1: two Blouse lines, so a join would list it twice.
    {
      order: { dueDate: addDays(t, 5) },
      products: [
        { name: 'Blouse', assigned_to: asha.employee_id },
        { name: 'Blouse lining', assigned_to: asha.employee_id },
        { name: 'Lehenga', assigned_to: ravi.employee_id },
      ],
    },
    // #2: made overdue below.
    {
      order: { dueDate: addDays(t, 2) },
      products: [{ name: 'Kurta', assigned_to: ravi.employee_id }],
    },
    // #3: an alteration of a blouse, nobody assigned yet.
    {
      order: { orderType: 'alteration' as const, dueDate: addDays(t, 1), totalAmount: 0 },
      products: [{ name: 'Silk BLOUSE fitting', price: 0 }],
    },
    // #4: Delayed below.
    {
      order: { dueDate: addDays(t, 20) },
      products: [{ name: 'Sherwani', assigned_to: asha.employee_id }],
    },
    // #5: Delivered below.
    { order: { dueDate: t }, products: [{ name: 'Shirt' }] },
    // #6: Cancelled below.
    { order: { dueDate: addDays(t, 3) }, products: [{ name: 'Kurta' }] },
  ];
  for (const spec of specs) mine.push(await placeOrder(ctx, shop, spec));
  const db = ctx.database.db;
  // An overdue order cannot be made through the API; move one back in time.
  await db
    .update(orders)
    .set({ dueDate: addDays(t, -2) })
    .where(eq(orders.id, mine[1]!._id));
  const delayed = await ctx.app.inject({
    method: 'POST',
    url: '/api/update_order_status',
    headers: bearer(shop.token),
    payload: { order_id: mine[3]!._id, status: 'Delayed', delay_note: 'Waiting for the silk' },
  });
  expect(delayed.statusCode, delayed.body).toBe(200);
  await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, mine[4]!._id));
  await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, mine[5]!._id));

  // The other shop: the same garments, statuses and an employee of the same name.
  for (const name of ['Blouse', 'Sherwani', 'Kurta']) {
    theirs.push(
      await placeOrder(ctx, other, {
        order: { dueDate: t },
        products: [{ name, assigned_to: theirTailor.employee_id }],
      }),
    );
  }
  for (const status of ['Delayed', 'Delivered', 'Cancelled']) {
    await db.update(orders).set({ status }).where(eq(orders.id, theirs[0]!._id));
  }
  await db.update(orders).set({ status: 'Delayed' }).where(eq(orders.id, theirs[1]!._id));
  await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, theirs[2]!._id));
});

describe('GET /api/get_orders: status filters beside the spec four', () => {
  it('Delayed, Delivered and Cancelled, in any casing', async () => {
    expect(await numbers({ status: 'Delayed' })).toEqual([4]);
    expect(await numbers({ status: 'delivered' })).toEqual([5]);
    expect(await numbers({ status: 'CANCELLED' })).toEqual([6]);
  });

  it('alteration orders alone, or with another filter', async () => {
    expect(await numbers({ orderType: 'alteration' })).toEqual([3]);
    expect(await numbers({ orderType: 'alteration', status: 'Due' })).toEqual([3]);
    expect(await numbers({ orderType: 'new', status: 'Due' })).toEqual([2, 1]);
    const bad = await getOrders(shop.token, { orderType: 'repair' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Order type must be 'new' or 'alteration'",
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_TYPE_INVALID', field: 'orderType' },
    });
    expect((await getOrders(shop.token, { limit: '101' })).json()).toEqual({
      error: 'limit must be a whole number from 1 to 100',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_LIST_LIMIT_INVALID', field: 'limit', max: 100 },
    });
    const lost = await getOrders(shop.token, { status: 'Lost' });
    expect(lost.statusCode).toBe(400);
    expect(lost.json()).toEqual({
      error:
        'Status filter must be one of All, Pending, Assigned, In Process, Completed, Delayed, Delivered, Cancelled, Due',
      code: 'VALIDATION_FAILED',
      params: {
        rule: 'ORDER_STATUS_FILTER_INVALID',
        field: 'status',
        statuses:
          'All, Pending, Assigned, In Process, Completed, Delayed, Delivered, Cancelled, Due',
      },
    });
  });
});

describe('GET /api/get_orders: Due', () => {
  it('lists the nearest due date first, the most overdue at the top, whatever the order numbers', async () => {
    // #2 overdue by 2 days, #3 due tomorrow, #1 in 5 days; #4 is due later, #5 and #6 are closed.
    expect(await numbers({ status: 'Due' })).toEqual([2, 3, 1]);
    expect(await numbers({ status: 'Due', limit: '2', page: '2' })).toEqual([1]);
  });

  it('keeps the other lists newest first', async () => {
    expect(await numbers({})).toEqual([6, 5, 4, 3, 2, 1]);
  });
});

describe('GET /api/get_orders: one employee’s work', () => {
  it('lists the orders with a product line assigned to the employee, each once', async () => {
    expect(await numbers({ assignedTo: asha.employee_id })).toEqual([4, 1]);
    expect(await numbers({ assignedTo: ravi.employee_id })).toEqual([2, 1]);
    expect(await numbers({ assignedTo: ravi.employee_id, status: 'Due' })).toEqual([2, 1]);
    expect(await numbers({ assignedTo: asha.employee_id, status: 'Delayed' })).toEqual([4]);
  });

  it('finds nothing for another shop’s employee', async () => {
    expect(await numbers({ assignedTo: theirTailor.employee_id })).toEqual([]);
  });

  it('refuses an id that is not one with a clear 400', async () => {
    const bad = await getOrders(shop.token, { assignedTo: 'asha' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'assignedTo must be an employee id',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_ASSIGNEE_FILTER_INVALID', field: 'assignedTo' },
    });
  });

  it('keeps an empty assignedTo meaning everyone, as before', async () => {
    expect(await numbers({ assignedTo: '' })).toEqual([6, 5, 4, 3, 2, 1]);
  });
});

describe('GET /api/get_orders: search finds garments', () => {
  it('finds the orders with a garment of that name, in any case, each once', async () => {
    expect(await numbers({ search: 'blouse' })).toEqual([3, 1]);
    expect(await numbers({ search: 'BLOUSE' })).toEqual([3, 1]);
    expect(await numbers({ search: 'lehen' })).toEqual([1]);
    expect(await numbers({ search: 'kurta' })).toEqual([6, 2]);
  });

  it('combines with the filters', async () => {
    expect(await numbers({ search: 'blouse', orderType: 'alteration' })).toEqual([3]);
    expect(await numbers({ search: 'kurta', status: 'Due' })).toEqual([2]);
    expect(await numbers({ search: 'blouse', assignedTo: asha.employee_id })).toEqual([1]);
  });

  it('takes % and _ literally', async () => {
    expect(await numbers({ search: 'Blouse_lining' })).toEqual([]);
    expect(await numbers({ search: '%' })).toEqual([]);
  });

  it('still finds by customer name and order number', async () => {
    expect(await numbers({ search: 'asha rao' })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await numbers({ search: '#4' })).toEqual([4]);
  });

  it('shows the garments on each order of the list', async () => {
    const list = (await getOrders(shop.token, { search: 'lehenga' })).json<OrderList>();
    expect(list.orders[0]!.order.products.map((p) => p.product.name)).toEqual([
      'Blouse',
      'Blouse lining',
      'Lehenga',
    ]);
  });
});

describe('GET /api/get_orders: tenancy', () => {
  it('never lists another shop’s orders, whatever the filter or search', async () => {
    const queries: Record<string, string>[] = [
      {},
      { status: 'Due' },
      { status: 'Delayed' },
      { status: 'Delivered' },
      { status: 'Cancelled' },
      { search: 'blouse' },
      { search: 'sherwani' },
      { assignedTo: theirTailor.employee_id },
    ];
    for (const query of queries) await numbers(query);
    const theirView = (await getOrders(other.token, { search: 'blouse' })).json<OrderList>();
    expect(theirView.orders.map((o) => o._id)).toEqual([theirs[0]!._id]);
  });
});
