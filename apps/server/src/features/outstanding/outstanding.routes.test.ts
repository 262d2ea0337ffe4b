import type { DashboardData } from '@tailor/shared/analytics';
import type { Order } from '@tailor/shared/orders';
import type {
  Outstanding,
  OutstandingOrder,
  OutstandingReminder,
} from '@tailor/shared/outstanding';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../../db/schema/customer-messages';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { placeOrder } from '../../../test/order-fixtures';
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

// Today in India is 2026-03-10 (after a 28-day February): 7 days ago is 03-03, 8 days 03-02,
// 30 days 02-08, 31 days 02-07, 90 days 2025-12-10, 91 days 2025-12-09.
const NOW = '2026-03-10T12:00:00+05:30';

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function outstandingOf(token: string, query = ''): Promise<Outstanding> {
  const response = await get(token, `/api/outstanding${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Outstanding>();
}

function remind(token: string, orderId: string, kind: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/outstanding/${orderId}/reminder`,
    headers: bearer(token),
    payload: { kind },
  });
}

/** An order of `price` rupees with `advance` paid, moved to `status` at the instants given. */
async function orderAt(
  shop: Shop,
  spec: {
    name: string;
    price: number;
    advance?: number;
    status?: 'Completed' | 'Delivered' | 'In Process' | 'Cancelled';
    readyAt?: string;
    deliveredAt?: string;
  },
): Promise<Order> {
  const order = await placeOrder(ctx, shop, {
    customer: { name: spec.name },
    products: [{ price: spec.price }],
    order: { advancePayment: spec.advance ?? 0 },
  });
  const db = ctx.database.db;
  const event = (to: string, at: string) =>
    db.insert(orderStatusEvents).values({
      storeId: shop.store_id!,
      orderId: order._id,
      fromStatus: 'In Process',
      toStatus: to,
      createdAt: new Date(at),
    });
  if (spec.readyAt) await event('Completed', spec.readyAt);
  if (spec.deliveredAt) await event('Delivered', spec.deliveredAt);
  if (spec.status) {
    await db.update(orders).set({ status: spec.status }).where(eq(orders.id, order._id));
  }
  return order;
}

const numbersOf = (list: OutstandingOrder[]) => list.map((o) => o.customer_name);

describe('GET /api/outstanding', () => {
  let shop: Shop;
  let other: Shop;
  const made: Record<string, Order> = {};

  beforeAll(async () => {
    ctx.clock.set(NOW);
    shop = await createShop(ctx, { shop_name: 'Sharma Boutique' });
    other = await createShop(ctx, { shop_name: 'Other Shop' });
    const ready = (name: string, readyAt: string, price: number, advance = 0) =>
      orderAt(shop, { name, price, advance, status: 'Completed', readyAt }).then((o) => {
        made[name] = o;
      });
    // Ready at midnight India time, which is still the day before in UTC.
    await ready('Today', '2026-03-09T18:30:00Z', 1000.01, 0.01);
    await ready('Seven', '2026-03-02T18:30:00Z', 1234.56, 234.56);
    await ready('Eight', '2026-03-02T18:29:59Z', 500.05);
    await ready('Thirty', '2026-02-08T06:00:00Z', 700);
    await ready('ThirtyOne', '2026-02-07T06:00:00Z', 800.1);
    await ready('Ninety', '2025-12-10T06:00:00Z', 900.99);
    await ready('NinetyOne', '2025-12-09T06:00:00Z', 100.01);
    // Ready, then reopened and ready again: aged from the last time.
    made.Again = await orderAt(shop, {
      name: 'Again',
      price: 300,
      status: 'Completed',
      readyAt: '2026-01-01T06:00:00Z',
    });
    await ctx.database.db.insert(orderStatusEvents).values({
      storeId: shop.store_id!,
      orderId: made.Again._id,
      fromStatus: 'In Process',
      toStatus: 'Completed',
      createdAt: new Date('2026-03-05T06:00:00Z'),
    });
    // Paid in full and waiting: a garment out, no money.
    made.Paid = await orderAt(shop, {
      name: 'Paid',
      price: 400,
      advance: 400,
      status: 'Completed',
      readyAt: '2026-02-20T06:00:00Z',
    });
    // Collected with 50.50 left to pay: money out, no garment; aged from the day it was ready.
    made.Collected = await orderAt(shop, {
      name: 'Collected',
      price: 600.5,
      advance: 550,
      status: 'Delivered',
      readyAt: '2026-01-31T06:00:00Z',
      deliveredAt: '2026-02-15T06:00:00Z',
    });
    // Still in work, with 200 to pay: not yet due.
    made.Working = await orderAt(shop, {
      name: 'Working',
      price: 300,
      advance: 100,
      status: 'In Process',
    });
    // Cancelled and collected-paid orders are not out.
    await orderAt(shop, { name: 'Cancelled', price: 999, status: 'Cancelled' });
    await orderAt(shop, {
      name: 'Done',
      price: 100,
      advance: 100,
      status: 'Delivered',
      readyAt: '2026-02-01T06:00:00Z',
      deliveredAt: '2026-02-02T06:00:00Z',
    });
    made.Elsewhere = await orderAt(other, {
      name: 'Elsewhere',
      price: 5000,
      status: 'Completed',
      readyAt: '2026-03-01T06:00:00Z',
    });
  });

  it('ages garments waiting from their last day Completed, in buckets of the shop calendar', async () => {
    const report = await outstandingOf(shop.token);
    expect(report.today).toBe('2026-03-10');
    const waiting = report.waiting.orders;
    expect(waiting.map((o) => [o.customer_name, o.ready_day, o.age_days, o.bucket])).toEqual([
      ['NinetyOne', '2025-12-09', 91, '90+'],
      ['Ninety', '2025-12-10', 90, '31-90'],
      ['ThirtyOne', '2026-02-07', 31, '31-90'],
      ['Thirty', '2026-02-08', 30, '8-30'],
      ['Paid', '2026-02-20', 18, '8-30'],
      ['Eight', '2026-03-02', 8, '8-30'],
      ['Seven', '2026-03-03', 7, '0-7'],
      ['Again', '2026-03-05', 5, '0-7'],
      ['Today', '2026-03-10', 0, '0-7'],
    ]);
    expect(report.waiting.buckets).toEqual([
      { bucket: '0-7', count: 3, amount: 2300 },
      { bucket: '8-30', count: 3, amount: 1200.05 },
      { bucket: '31-90', count: 2, amount: 1701.09 },
      { bucket: '90+', count: 1, amount: 100.01 },
    ]);
    expect(report.waiting.total).toEqual({ count: 9, amount: 5301.15 });
    expect(report.waiting.truncated).toBe(false);
  });

  it('lists balances of ready and collected orders, to the paisa, and counts work in progress as not yet due', async () => {
    const report = await outstandingOf(shop.token);
    const balances = report.balances.orders;
    expect(numbersOf(balances)).toEqual([
      'NinetyOne',
      'Ninety',
      'Collected',
      'ThirtyOne',
      'Thirty',
      'Eight',
      'Seven',
      'Again',
      'Today',
    ]);
    const collected = balances.find((o) => o.customer_name === 'Collected')!;
    expect(collected).toMatchObject({
      status: 'Delivered',
      amount_due: 50.5,
      ready_day: '2026-01-31',
      since: '2026-01-31',
      age_days: 38,
      bucket: '31-90',
      order_number: `${made.Collected!.order_number}`,
    });
    expect(collected.mobile_no).toMatch(/^\d{10}$/);
    expect(report.balances.buckets).toEqual([
      { bucket: '0-7', count: 3, amount: 2300 },
      { bucket: '8-30', count: 2, amount: 1200.05 },
      { bucket: '31-90', count: 3, amount: 1751.59 },
      { bucket: '90+', count: 1, amount: 100.01 },
    ]);
    expect(report.balances.total).toEqual({ count: 9, amount: 5351.65 });
    expect(report.not_yet_due).toEqual({ count: 1, amount: 200 });
    expect(report.still_out).toBe(5551.65);
  });

  it('sums to the dashboard total still out, read from the kept totals', async () => {
    const report = await outstandingOf(shop.token);
    const dashboard = await get(shop.token, '/api/get_dashboard_data');
    expect(dashboard.json<DashboardData>().earnings.total_remaining).toBe(report.still_out);
  });

  it('lists the oldest first up to the limit, totals still counting every order', async () => {
    const report = await outstandingOf(shop.token, '?limit=2');
    expect(numbersOf(report.waiting.orders)).toEqual(['NinetyOne', 'Ninety']);
    expect(report.waiting.truncated).toBe(true);
    expect(report.waiting.total.count).toBe(9);
    expect(report.balances.orders).toHaveLength(2);
    expect(report.balances.total.amount).toBe(5351.65);
    expect((await get(shop.token, '/api/outstanding?limit=0')).statusCode).toBe(400);
  });

  it('shows a shop only its own orders', async () => {
    const report = await outstandingOf(other.token);
    expect(numbersOf(report.waiting.orders)).toEqual(['Elsewhere']);
    expect(report.balances.total).toEqual({ count: 1, amount: 5000 });
    const mine = await outstandingOf(shop.token);
    expect(JSON.stringify(mine)).not.toContain(made.Elsewhere!._id);
  });

  it('refuses the staff', async () => {
    const tailor = await createEmployee(ctx, shop);
    expect((await get(tailor.token, '/api/outstanding')).statusCode).toBe(403);
    expect((await get(tailor.token, '/api/outstanding/csv')).statusCode).toBe(403);
    expect((await remind(tailor.token, made.Seven!._id, 'not_collected')).statusCode).toBe(403);
  });

  it('exports every order still out as CSV, each once, the aged ones oldest first', async () => {
    const response = await get(shop.token, '/api/outstanding/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="money-still-out-2026-03-10.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'List,Order Number,Customer Name,Customer Mobile,Status,Amount Due (₹),Due Date,Ready Day,Age (days),Age Bucket',
    );
    const seven = made.Seven!;
    expect(lines).toContain(
      `Balance due,${seven.order_number},Seven,${seven.customer_mobile_no},Completed,1000.00,${seven.order.dueDate},2026-03-03,7,0-7`,
    );
    expect(lines).toContain(
      `Not collected,${made.Paid!.order_number},Paid,${made.Paid!.customer_mobile_no},Completed,0.00,${made.Paid!.order.dueDate},2026-02-20,18,8-30`,
    );
    const working = made.Working!;
    expect(lines).toContain(
      `Still in work,${working.order_number},Working,${working.customer_mobile_no},In Process,200.00,${working.order.dueDate},,,`,
    );
    // Header, 9 balances (8 of them garments waiting), the paid garment waiting, the order in
    // work, and the final CRLF's empty tail.
    expect(lines).toHaveLength(1 + 9 + 1 + 1 + 1);
    expect(lines[1]).toMatch(/^Balance due,\d+,NinetyOne,/);
    expect(lines[10]).toMatch(/^Not collected,\d+,Paid,/);
    expect(lines[11]).toMatch(/^Still in work,\d+,Working,/);
    expect(response.body).not.toContain('Elsewhere');
  });

  it('adds up to the money still out the report and the dashboard show, each order counted in it once', async () => {
    const report = await outstandingOf(shop.token);
    const dashboard = (await get(shop.token, '/api/get_dashboard_data')).json<DashboardData>();
    const csv = (await get(shop.token, '/api/outstanding/csv')).body;
    const rows = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(','));
    const paise = rows.reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0);
    expect(paise).toBe(Math.round(report.still_out * 100));
    expect(paise).toBe(Math.round(dashboard.earnings.total_remaining * 100));
    const numbers = rows.map((row) => row[1]);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Ready, not collected and owing (Seven), and still in work (Working): each in the CSV.
    const seven = rows.filter((row) => row[2] === 'Seven');
    expect(seven.map((row) => [row[0], row[5]])).toEqual([['Balance due', '1000.00']]);
    expect(rows.filter((row) => row[2] === 'Working').map((row) => row[5])).toEqual(['200.00']);
    for (const order of [...report.balances.orders, ...report.waiting.orders])
      expect(numbers).toContain(order.order_number);
  });
});

describe('POST /api/outstanding/{orderId}/reminder', () => {
  let shop: Shop;
  let other: Shop;
  let waiting: Order;
  let working: Order;

  beforeAll(async () => {
    ctx.clock.set(NOW);
    shop = await createShop(ctx, { shop_name: 'Reminder Tailors' });
    other = await createShop(ctx);
    waiting = await orderAt(shop, {
      name: 'Ravi',
      price: 1500,
      advance: 500,
      status: 'Completed',
      readyAt: '2026-02-01T06:00:00Z',
    });
    working = await orderAt(shop, { name: 'Sunita', price: 800, status: 'In Process' });
  });

  const outbox = (orderId: string) =>
    ctx.database.db
      .select({ kind: customerMessages.kind, key: customerMessages.dedupeKey })
      .from(customerMessages)
      .where(and(eq(customerMessages.orderId, orderId)));

  it('queues one reminder per order and day, and answers its WhatsApp link', async () => {
    ctx.clock.set(NOW);
    const first = await remind(shop.token, waiting._id, 'not_collected');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<OutstandingReminder>();
    expect(body).toMatchObject({ queued: true, already_today: false, turned_off: false });
    expect(body.text).toContain(`#${waiting.order_number}`);
    expect(body.text).toContain('Reminder Tailors');
    expect(body.whatsapp_link).toBe(
      `https://wa.me/91${waiting.customer_mobile_no}?text=${encodeURIComponent(body.text)}`,
    );

    const again = (
      await remind(shop.token, waiting._id, 'not_collected')
    ).json<OutstandingReminder>();
    expect(again).toMatchObject({ queued: false, already_today: true, turned_off: false });
    expect(again.whatsapp_link).toBe(body.whatsapp_link);

    const listed = (await outstandingOf(shop.token)).waiting.orders[0]!;
    expect(listed).toMatchObject({ order_id: waiting._id, reminded_today: true });
    expect(listed.whatsapp_link).toBe(body.whatsapp_link);
    // The balance reminder is another reason: today's is still to send.
    expect((await outstandingOf(shop.token)).balances.orders[0]!.reminded_today).toBe(false);

    // 23:59 in India is still the same day; 00:00 the next.
    ctx.clock.set('2026-03-10T23:59:00+05:30');
    expect((await remind(shop.token, waiting._id, 'not_collected')).json()).toMatchObject({
      queued: false,
    });
    ctx.clock.set('2026-03-11T00:00:00+05:30');
    expect((await remind(shop.token, waiting._id, 'not_collected')).json()).toMatchObject({
      queued: true,
    });
    const rows = (await outbox(waiting._id)).filter((r) => r.kind === 'not_collected');
    expect(rows.map((r) => r.key).sort()).toEqual([
      'not_collected:2026-03-10',
      'not_collected:2026-03-11',
    ]);
    ctx.clock.set(NOW);
  });

  it('asks for the balance with the amount still owed', async () => {
    const response = await remind(shop.token, waiting._id, 'balance_due');
    const body = response.json<OutstandingReminder>();
    expect(body.queued).toBe(true);
    expect(body.text).toContain('₹1,000');
  });

  it('answers the link without queueing when the shop turned the kind off', async () => {
    await ctx.database.db
      .update(stores)
      .set({ customerMessages: { not_collected: false } })
      .where(eq(stores.id, shop.store_id!));
    ctx.clock.set('2026-03-12T10:00:00+05:30');
    const body = (
      await remind(shop.token, waiting._id, 'not_collected')
    ).json<OutstandingReminder>();
    expect(body).toMatchObject({ queued: false, already_today: false, turned_off: true });
    expect(body.whatsapp_link).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    await ctx.database.db
      .update(stores)
      .set({ customerMessages: null })
      .where(eq(stores.id, shop.store_id!));
    ctx.clock.set(NOW);
  });

  it('refuses a reminder with nothing to remind of', async () => {
    const response = await remind(shop.token, working._id, 'not_collected');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REMINDER_NOT_DUE' });
    expect((await remind(shop.token, working._id, 'balance_due')).statusCode).toBe(409);
    expect(await outbox(working._id)).toEqual([{ kind: 'order_taken', key: 'order_taken' }]);
  });

  it("answers 404 for another shop's order", async () => {
    const response = await remind(other.token, waiting._id, 'not_collected');
    expect(response.statusCode).toBe(404);
    expect((await remind(shop.token, 'not-a-uuid', 'not_collected')).statusCode).toBe(404);
  });

  it('refuses an unknown kind', async () => {
    expect((await remind(shop.token, waiting._id, 'delivered')).statusCode).toBe(400);
  });
});
