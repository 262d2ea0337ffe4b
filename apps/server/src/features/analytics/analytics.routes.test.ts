import {
  DUE_THIS_WEEK_MAX,
  type DashboardData,
  type DueOrder,
  type MonthlyRevenue,
  type OrdersDueThisWeek,
} from '@tailor/shared/analytics';
import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { placeOrder, type OrderSpec } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

/** 00:30 on 1 January 2026 in India, while it is still 2025 in UTC. */
const NEW_YEAR_IN_INDIA = '2025-12-31T19:00:00.000Z';
/** 23:30 on 31 December 2025 in India. */
const NEW_YEARS_EVE_IN_INDIA = '2025-12-31T18:00:00.000Z';

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
}

async function dashboard(shop: Shop): Promise<DashboardData> {
  const response = await get(shop.token, '/get_dashboard_data');
  expect(response.statusCode).toBe(200);
  return response.json<DashboardData>();
}

async function revenue(shop: Shop, query = ''): Promise<MonthlyRevenue[]> {
  const response = await get(shop.token, `/get_revenue${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<MonthlyRevenue[]>();
}

async function collect(shop: Shop, order: Order, amount: number) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${order._id}`,
    headers: bearer(shop.token),
    payload: { remainingAmount: amount },
  });
  expect(response.statusCode).toBe(200);
}

async function cancel(shop: Shop, order: Order, paidMoney: 'refund' | 'keep') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/cancel_order',
    headers: bearer(shop.token),
    payload: { order_id: order._id, paid_money: paidMoney },
  });
  expect(response.statusCode).toBe(200);
}

async function setStatus(order: Order, status: string) {
  await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, order._id));
}

/** An order dated `orderDate`, due a few days after the clock's today so the API takes it. */
function dated(orderDate: string, dueDate: string, spec: OrderSpec = {}): OrderSpec {
  return { ...spec, order: { orderDate, dueDate, ...spec.order } };
}

describe('GET /api/get_dashboard_data: earnings', () => {
  let shop: Shop;

  // A history across the new year in India, with part payments, a cancelled order and an
  // alteration whose final price is not set yet. Hand-computed figures are in the tests below.
  beforeAll(async () => {
    shop = await createShop(ctx);
    const other = await createShop(ctx);
    ctx.clock.set(NEW_YEAR_IN_INDIA);
    const due = '2026-01-05';
    // A: 31 Dec 2025, 500.25 + 500.25 = 1000.50; paid 200.10 + 300.20 = 500.30; owes 500.20.
    const a = await placeOrder(
      ctx,
      shop,
      dated('2025-12-31', due, {
        products: [{ price: 500.25 }, { price: 500.25 }],
        order: { advancePayment: 200.1 },
      }),
    );
    await collect(shop, a, 300.2);
    // B: 1 Jan 2026, 2499.99; paid 1000; owes 1499.99.
    const b = await placeOrder(
      ctx,
      shop,
      dated('2026-01-01', due, { products: [{ price: 2499.99 }] }),
    );
    await collect(shop, b, 1000);
    // C: 15 Dec 2025, 700, paid in full.
    await placeOrder(
      ctx,
      shop,
      dated('2025-12-15', due, { products: [{ price: 700 }], order: { advancePayment: 700 } }),
    );
    // D: 1 Jan 2026, 5000 with 1000 paid, then cancelled and the 1000 refunded: counts nowhere.
    const d = await placeOrder(
      ctx,
      shop,
      dated('2026-01-01', due, { products: [{ price: 5000 }], order: { advancePayment: 1000 } }),
    );
    await cancel(shop, d, 'refund');
    // G: 1 Jan 2026, 800 with 400 paid, then cancelled and the 400 kept: only in what was paid.
    const g = await placeOrder(
      ctx,
      shop,
      dated('2026-01-01', due, { products: [{ price: 800 }], order: { advancePayment: 400 } }),
    );
    await cancel(shop, g, 'keep');
    // E: 30 Jun 2024, 1234.56; paid 234.56; owes 1000.
    await placeOrder(
      ctx,
      shop,
      dated('2024-06-30', due, {
        products: [{ price: 1234.56 }],
        order: { advancePayment: 234.56 },
      }),
    );
    // F: 1 Jan 2026, an alteration priced later (total 0) with an advance of 150: received, owes nothing.
    await placeOrder(
      ctx,
      shop,
      dated('2026-01-01', due, {
        products: [{ price: 0 }],
        order: { orderType: 'alteration', totalAmount: 0, advancePayment: 150 },
      }),
    );
    // Another shop's order counts only there.
    await placeOrder(
      ctx,
      other,
      dated('2026-01-01', due, { products: [{ price: 99999 }], order: { advancePayment: 500 } }),
    );
  });

  it('counts this month and this year in India: 1 January 2026 although UTC is still in 2025', async () => {
    ctx.clock.set(NEW_YEAR_IN_INDIA);
    const { earnings } = await dashboard(shop);
    expect(earnings).toEqual({
      // B only (D and G are cancelled, F has no price yet).
      this_month: 2499.99,
      // Advances only: B took none (its 1000 was collected later) + F 150.
      this_month_advance: 150,
      // B 1000 + F 150 + G 400 kept (D's 1000 was refunded).
      this_month_paid: 1550,
      this_month_remaining: 1499.99,
      this_year: 2499.99,
      this_year_advance: 150,
      this_year_paid: 1550,
      this_year_remaining: 1499.99,
      // A 1000.50 + B 2499.99 + C 700 + E 1234.56 + F 0.
      overall_income: 5435.05,
      // A 200.10 + B 0 + C 700 + E 234.56 + F 150.
      total_advance: 1284.66,
      // A 500.30 + B 1000 + C 700 + E 234.56 + F 150 + G 400.
      total_paid: 2984.86,
      // A 500.20 + B 1499.99 + E 1000.
      total_remaining: 3000.19,
      // (2499.99 − 1700.50) / 1700.50 = 47.015…%
      growth: { monthly: { growth: 47, direction: 'up' } },
    });
  });

  it('still counts December an hour earlier, on 31 December in India', async () => {
    ctx.clock.set(NEW_YEARS_EVE_IN_INDIA);
    const { earnings } = await dashboard(shop);
    expect(earnings).toEqual({
      // A 1000.50 + C 700.
      this_month: 1700.5,
      // A 200.10 + C 700.
      this_month_advance: 900.1,
      // A 500.30 + C 700.
      this_month_paid: 1200.3,
      this_month_remaining: 500.2,
      this_year: 1700.5,
      this_year_advance: 900.1,
      this_year_paid: 1200.3,
      this_year_remaining: 500.2,
      overall_income: 5435.05,
      total_advance: 1284.66,
      total_paid: 2984.86,
      total_remaining: 3000.19,
      // Nothing in November: from nothing to something is 100% up, with nothing to compare.
      growth: { monthly: { growth: 100, direction: 'up', last_month_empty: true } },
    });
  });

  it('charts every one of the last 30 days, 0 where nothing was ordered', async () => {
    ctx.clock.set(NEW_YEAR_IN_INDIA);
    const { growth_over_month: days } = await dashboard(shop);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2025-12-03', revenue: 0 });
    expect(days[29]).toEqual({ date: '2026-01-01', revenue: 2499.99 });
    expect(days.filter((day) => day.revenue > 0)).toEqual([
      { date: '2025-12-15', revenue: 700 },
      { date: '2025-12-31', revenue: 1000.5 },
      { date: '2026-01-01', revenue: 2499.99 },
    ]);
    expect(new Set(days.map((day) => day.date)).size).toBe(30);
  });

  it('charts only the years with revenue, oldest first', async () => {
    ctx.clock.set(NEW_YEAR_IN_INDIA);
    const { growth_over_year } = await dashboard(shop);
    expect(growth_over_year).toEqual([
      { year: 2024, revenue: 1234.56 },
      { year: 2025, revenue: 1700.5 },
      { year: 2026, revenue: 2499.99 },
    ]);
  });

  it('shows growth down when this month earns less than the last', async () => {
    const shop = await createShop(ctx);
    ctx.clock.set('2026-03-15T06:30:00.000Z');
    await placeOrder(ctx, shop, dated('2026-02-10', '2026-03-20', { products: [{ price: 1000 }] }));
    await placeOrder(
      ctx,
      shop,
      dated('2026-03-01', '2026-03-20', { products: [{ price: 333.33 }] }),
    );
    await placeOrder(
      ctx,
      shop,
      dated('2026-03-02', '2026-03-20', { products: [{ price: 66.67 }] }),
    );
    expect((await dashboard(shop)).earnings.growth.monthly).toEqual({
      growth: -60,
      direction: 'down',
    });
    await placeOrder(ctx, shop, dated('2026-03-03', '2026-03-20', { products: [{ price: 0.01 }] }));
    // (400.01 − 1000) / 1000 = −59.999% shows as −60.
    expect((await dashboard(shop)).earnings.growth.monthly).toEqual({
      growth: -60,
      direction: 'down',
    });
    await placeOrder(ctx, shop, dated('2026-03-04', '2026-03-20', { products: [{ price: 750 }] }));
    // (1150.01 − 1000) / 1000 = 15.0001%
    expect((await dashboard(shop)).earnings.growth.monthly).toEqual({
      growth: 15,
      direction: 'up',
    });
  });

  it('answers zeros and empty charts for a new shop: growth 0, up', async () => {
    const shop = await createShop(ctx);
    ctx.clock.set(NEW_YEAR_IN_INDIA);
    const data = await dashboard(shop);
    expect(data.earnings).toEqual({
      this_month: 0,
      this_month_advance: 0,
      this_month_paid: 0,
      this_month_remaining: 0,
      this_year: 0,
      this_year_advance: 0,
      this_year_paid: 0,
      this_year_remaining: 0,
      overall_income: 0,
      total_advance: 0,
      total_paid: 0,
      total_remaining: 0,
      growth: { monthly: { growth: 0, direction: 'up', last_month_empty: true } },
    });
    expect(data.growth_over_year).toEqual([]);
    expect(data.orders_due_this_week).toEqual([]);
    expect(data.growth_over_month.every((day) => day.revenue === 0)).toBe(true);
  });

  describe('GET /api/get_revenue', () => {
    it('lists the months of a year that have revenue', async () => {
      ctx.clock.set(NEW_YEAR_IN_INDIA);
      expect(await revenue(shop, '?year=2025')).toEqual([{ month: 12, revenue: 1700.5 }]);
      expect(await revenue(shop, '?year=2024')).toEqual([{ month: 6, revenue: 1234.56 }]);
      expect(await revenue(shop, '?year=2023')).toEqual([]);
    });

    it("defaults to this year in India (2026 while UTC's year is 2025)", async () => {
      ctx.clock.set(NEW_YEAR_IN_INDIA);
      expect(await revenue(shop)).toEqual([{ month: 1, revenue: 2499.99 }]);
      ctx.clock.set(NEW_YEARS_EVE_IN_INDIA);
      expect(await revenue(shop)).toEqual([{ month: 12, revenue: 1700.5 }]);
    });

    it.each(['abc', '1.5', '1899', '2100'])('refuses year=%s with 400', async (year) => {
      const response = await get(shop.token, `/get_revenue?year=${year}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'year must be a whole number from 1900 to 2099',
        code: 'VALIDATION_FAILED',
      });
    });
  });

  it('answers with the same number of queries for 1 order as for 20', async () => {
    const small = await createShop(ctx);
    const large = await createShop(ctx);
    ctx.clock.set('2026-05-10T06:30:00.000Z');
    await placeOrder(ctx, small, dated('2026-05-01', '2026-05-12'));
    for (let i = 0; i < 20; i++)
      await placeOrder(
        ctx,
        large,
        dated('2026-05-0' + ((i % 9) + 1), '2026-05-12', { order: { advancePayment: 10 } }),
      );
    const pglite = (ctx.database as { pglite?: { query: (...args: unknown[]) => unknown } }).pglite;
    const pool = (
      ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
    ).$client;
    const target = pglite ?? pool;
    const original = target.query;
    let queries = 0;
    target.query = function (this: unknown, ...args: unknown[]) {
      queries += 1;
      return original.apply(this, args);
    };
    try {
      queries = 0;
      await dashboard(small);
      const forOne = queries;
      queries = 0;
      const data = await dashboard(large);
      expect(queries).toBe(forOne);
      expect(data.orders_due_this_week).toHaveLength(20);
    } finally {
      target.query = original;
    }
  });
});

describe('orders due this week', () => {
  // 00:30 on 11 March 2026 in India, still 10 March in UTC.
  const NOW = '2026-03-10T19:00:00.000Z';
  const TODAY = '2026-03-11';

  async function dueList(shop: Shop): Promise<DueOrder[]> {
    const response = await get(shop.token, '/orders_due_this_week');
    expect(response.statusCode).toBe(200);
    return response.json<{ orders_due_this_week: DueOrder[] }>().orders_due_this_week;
  }

  it('lists open orders due today to today+6 and overdue ones, by due date; not today+7, Delivered or Cancelled', async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    ctx.clock.set(NOW);
    const place = (dueDate: string, spec: OrderSpec = {}) =>
      placeOrder(ctx, shop, {
        ...spec,
        customer: { name: `Due ${dueDate}` },
        order: { dueDate, ...spec.order },
      });

    const today = await place(TODAY, {
      products: [{ price: 1500.75 }],
      order: { advancePayment: 500.25 },
    });
    const lastDay = await place(addDays(TODAY, 6));
    await place(addDays(TODAY, 7));
    const delivered = await place(addDays(TODAY, 1), { order: { advancePayment: 1000 } });
    await setStatus(delivered, 'Delivered');
    const cancelled = await place(addDays(TODAY, 2));
    await setStatus(cancelled, 'Cancelled');
    const overdue = await place(TODAY);
    // Due 10 March: yesterday in India, though it is still 10 March in UTC.
    await ctx.database.db
      .update(orders)
      .set({ dueDate: '2026-03-10' })
      .where(eq(orders.id, overdue._id));
    const delayed = await place(addDays(TODAY, 3));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: delayed._id, status: 'Delayed', delay_note: 'Fabric late' },
    });
    await placeOrder(ctx, other, { order: { dueDate: TODAY } });

    const expected = [
      {
        _id: overdue._id,
        order_number: overdue.order_number,
        customer_name: `Due ${TODAY}`,
        due_date: '2026-03-10',
        status: 'Pending',
        remainingAmount: 1000,
        overdue: true,
      },
      {
        _id: today._id,
        order_number: today.order_number,
        customer_name: `Due ${TODAY}`,
        due_date: TODAY,
        status: 'Pending',
        remainingAmount: 1000.5,
        overdue: false,
      },
      {
        _id: delayed._id,
        order_number: delayed.order_number,
        customer_name: `Due 2026-03-14`,
        due_date: '2026-03-14',
        status: 'Delayed',
        remainingAmount: 1000,
        overdue: false,
      },
      {
        _id: lastDay._id,
        order_number: lastDay.order_number,
        customer_name: `Due 2026-03-17`,
        due_date: '2026-03-17',
        status: 'Pending',
        remainingAmount: 1000,
        overdue: false,
      },
    ];
    expect(await dueList(shop)).toEqual(expected);
    const data = await dashboard(shop);
    expect(data.orders_due_this_week).toEqual(expected);
    expect(data.orders_due_this_week_total).toBe(4);
  });

  it(`lists only the first ${DUE_THIS_WEEK_MAX} by due date and counts them all`, async () => {
    const shop = await createShop(ctx);
    ctx.clock.set(NOW);
    const count = DUE_THIS_WEEK_MAX + 3;
    const placed: Order[] = [];
    for (let i = 0; i < count; i++) {
      // Due dates from today+6 down to today: the last placed are due first.
      placed.push(await placeOrder(ctx, shop, { order: { dueDate: addDays(TODAY, 6 - (i % 7)) } }));
    }
    const firstDue = [...placed]
      .sort((a, b) =>
        a.order.dueDate === b.order.dueDate
          ? a.order_number - b.order_number
          : a.order.dueDate < b.order.dueDate
            ? -1
            : 1,
      )
      .slice(0, DUE_THIS_WEEK_MAX)
      .map((order) => order.order_number);

    const response = await get(shop.token, '/orders_due_this_week');
    expect(response.statusCode).toBe(200);
    const answer = response.json<OrdersDueThisWeek>();
    expect(answer.orders_due_this_week.map((order) => order.order_number)).toEqual(firstDue);
    expect(answer.orders_due_this_week_total).toBe(count);
    const data = await dashboard(shop);
    expect(data.orders_due_this_week.map((order) => order.order_number)).toEqual(firstDue);
    expect(data.orders_due_this_week_total).toBe(count);
  });
});

describe('access', () => {
  it.each(['/get_dashboard_data', '/orders_due_this_week', '/get_revenue?year=2026'])(
    'refuses %s to employees (403) and to callers without a token (401)',
    async (url) => {
      const shop = await createShop(ctx);
      const tailor = await createEmployee(ctx, shop);
      const asEmployee = await get(tailor.token, url);
      expect(asEmployee.statusCode).toBe(403);
      expect(asEmployee.json()).toEqual({ error: expect.any(String), code: 'PERMISSION_DENIED' });
      const anonymous = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});
