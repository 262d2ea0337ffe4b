import { addDays } from '@tailor/shared/dates';
import type { EmployeeOrderList } from '@tailor/shared/employee-area';
import type { Order } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { orderBody, placeOrder, postOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * An employee's own lists open on the work to do (issue 11, point 9): open orders by due date, the
 * most overdue first, then Delivered and Cancelled ones, the most recently due first.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Worker = Awaited<ReturnType<typeof createEmployee>>;

async function list(worker: Worker, path: string): Promise<number[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: bearer(worker.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmployeeOrderList>().orders.map((o) => o.order_number);
}

/** Orders due in these many days (negative: overdue), each with status; answers them by number. */
async function ordersDue(
  place: (dueDate: string) => Promise<Order>,
  plan: { days: number; status?: string }[],
) {
  const t = today(ctx);
  for (const { days, status } of plan) {
    // Made due later, then moved: an overdue order cannot be made through the API.
    const order = await place(addDays(t, Math.max(days, 0)));
    await ctx.database.db
      .update(orders)
      .set({ dueDate: addDays(t, days), ...(status ? { status } : {}) })
      .where(eq(orders.id, order._id));
  }
}

const plan = [
  { days: 5 },
  { days: -10, status: 'Delivered' },
  { days: 1, status: 'In Process' },
  { days: -2 },
  { days: 20, status: 'Delayed' },
  { days: -1, status: 'Delivered' },
  { days: 3, status: 'Cancelled' },
  { days: 1 },
];
// Open by due date (#4 overdue, #3 and #8 tomorrow, #1, #5), then closed, latest due first.
const workOrder = [4, 3, 8, 1, 5, 7, 6, 2];

describe('employee lists: nearest due first, Delivered last', () => {
  it('GET /api/employee/orders', async () => {
    const shop = await createShop(ctx);
    const me = await createEmployee(ctx, shop);
    await ordersDue(
      (dueDate) =>
        placeOrder(ctx, shop, {
          order: { dueDate },
          products: [{ assigned_to: me.employee_id }],
        }),
      plan,
    );
    expect(await list(me, '/employee/orders?limit=20')).toEqual(workOrder);
    expect(await list(me, '/employee/orders?limit=3&page=2')).toEqual([1, 5, 7]);
  });

  it('GET /api/employee/orders/created', async () => {
    const shop = await createShop(ctx);
    const me = await createEmployee(ctx, shop);
    await ordersDue(async (dueDate) => {
      const body = await orderBody(ctx, shop.store_id!, { order: { dueDate } });
      const response = await postOrder(ctx, me.token, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Order>();
    }, plan);
    expect(await list(me, '/employee/orders/created')).toEqual(workOrder);
  });
});
