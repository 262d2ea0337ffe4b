import type { Capacity, CapacityDayOrders } from '@tailor/shared/capacity';
import { addDays } from '@tailor/shared/dates';
import type { Settings } from '@tailor/shared/settings-responses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { placeOrder, sendAs } from '../../../test/order-fixtures';
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
  ctx.clock.set('2026-03-10T12:00:00+05:30');
});
afterAll(() => ctx.close());

const TODAY = '2026-03-10';
const DAY = addDays(TODAY, 5);

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function capacityOf(token: string, from: string, to: string): Promise<Capacity> {
  const response = await get(token, `/api/capacity?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Capacity>();
}

async function settle(orderId: string, status: 'Completed' | 'Delivered' | 'Cancelled') {
  await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

function putSettings(token: string, payload: object) {
  return ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
}

describe('GET /api/capacity', () => {
  it('counts the garments of open orders by due day, alterations included, per employee', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop, { name: 'Imran' });
    const other = await createShop(ctx);
    expect(
      (
        await putSettings(shop.token, {
          daily_capacity: 4,
          employee_capacity: { [tailor.employee_id]: 2 },
        })
      ).statusCode,
    ).toBe(200);

    const due = { order: { dueDate: DAY } };
    await placeOrder(ctx, shop, {
      ...due,
      products: [{ assigned_to: tailor.employee_id }, {}],
    });
    await placeOrder(ctx, shop, {
      order: { dueDate: DAY, orderType: 'alteration', totalAmount: 0 },
      products: [{ name: 'Pant hem', price: 0, assigned_to: tailor.employee_id }],
    });
    // Finished, handed over or cancelled: nothing left to make.
    for (const status of ['Completed', 'Delivered', 'Cancelled'] as const) {
      await settle((await placeOrder(ctx, shop, { ...due, products: [{}, {}] }))._id, status);
    }
    // Another shop's garments never count here.
    await placeOrder(ctx, other, { ...due, products: [{}, {}, {}] });
    // Due the next day.
    await placeOrder(ctx, shop, { order: { dueDate: addDays(DAY, 1) } });

    const capacity = await capacityOf(shop.token, DAY, addDays(DAY, 2));
    expect(capacity).toMatchObject({ from: DAY, daily_capacity: 4, buffer_days: 0 });
    expect(capacity.days.map((d) => [d.date, d.garments, d.capacity])).toEqual([
      [DAY, 3, 4],
      [addDays(DAY, 1), 1, 4],
      [addDays(DAY, 2), 0, 4],
    ]);
    expect(capacity.days[0]!.per_employee).toEqual([
      { employee_id: tailor.employee_id, name: 'Imran', garments: 2, capacity: 2 },
    ]);
    // An employee with a capacity of their own shows on a day without work too.
    expect(capacity.days[2]!.per_employee).toEqual([
      { employee_id: tailor.employee_id, name: 'Imran', garments: 0, capacity: 2 },
    ]);
    expect((await capacityOf(other.token, DAY, DAY)).days[0]).toMatchObject({
      garments: 3,
      capacity: null,
      per_employee: [],
    });
  });

  it("moves a Delayed order's garments to its new expected date, and back when it resumes", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { order: { dueDate: DAY }, products: [{}, {}] });
    const later = addDays(DAY, 3);
    const delayed = await sendAs(ctx, shop, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'Waiting for the lining',
      expected_date: later,
    });
    expect(delayed.statusCode, delayed.body).toBe(200);

    const loads = async () =>
      (await capacityOf(shop.token, DAY, later)).days
        .filter((d) => d.garments > 0)
        .map((d) => [d.date, d.garments]);
    expect(await loads()).toEqual([[later, 2]]);

    const dayOrders = await get(shop.token, `/api/capacity/orders?date=${later}`);
    expect(dayOrders.json<CapacityDayOrders>().orders).toEqual([
      expect.objectContaining({
        order_id: order._id,
        garments: 2,
        status: 'Delayed',
        due_date: DAY,
        expected_date: later,
      }),
    ]);

    await sendAs(ctx, shop, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'In Process',
    });
    expect(await loads()).toEqual([[DAY, 2]]);
  });

  it('lets staff read the load, and shows them only their own orders of a day', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const mine = await placeOrder(ctx, shop, {
      order: { dueDate: DAY },
      products: [{ assigned_to: tailor.employee_id }],
    });
    const notMine = await placeOrder(ctx, shop, { order: { dueDate: DAY }, products: [{}, {}] });

    expect((await capacityOf(tailor.token, DAY, DAY)).days[0]!.garments).toBe(3);
    const asTailor = await get(tailor.token, `/api/capacity/orders?date=${DAY}`);
    expect(asTailor.json<CapacityDayOrders>().orders.map((o) => o.order_id)).toEqual([mine._id]);
    const asOwner = await get(shop.token, `/api/capacity/orders?date=${DAY}`);
    expect(asOwner.json<CapacityDayOrders>().orders.map((o) => [o.order_id, o.garments])).toEqual([
      [mine._id, 1],
      [notMine._id, 2],
    ]);
  });

  it('refuses a range backwards, longer than 62 days or with a date that is not one', async () => {
    const shop = await createShop(ctx);
    const cases = [
      [`from=${DAY}&to=${addDays(DAY, -1)}`, 'The end date must be on or after the start date'],
      [`from=${DAY}&to=${addDays(DAY, 62)}`, 'Ask for at most 62 days at a time'],
      [`from=2026-02-30&to=${DAY}`, 'Enter a valid date (YYYY-MM-DD)'],
      [`from=${DAY}`, 'Enter a valid date (YYYY-MM-DD)'],
    ];
    for (const [query, error] of cases) {
      const response = await get(shop.token, `/api/capacity?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(error);
    }
    expect(
      (await get(shop.token, `/api/capacity?from=${DAY}&to=${addDays(DAY, 62)}`)).json(),
    ).toEqual({
      error: 'Ask for at most 62 days at a time',
      code: 'VALIDATION_FAILED',
      params: { rule: 'CAPACITY_RANGE_LENGTH', field: 'to', max: 62 },
    });
    expect(
      (await get(shop.token, `/api/capacity?from=${DAY}&to=${addDays(DAY, 61)}`)).statusCode,
    ).toBe(200);
    expect((await get(shop.token, '/api/capacity/orders?date=tomorrow')).statusCode).toBe(400);
  });
});

describe('PUT /api/settings: capacity', () => {
  it('starts without capacity planning, then keeps the capacity, buffer days and per-employee capacity', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const before = (await get(shop.token, '/api/settings')).json<Settings>();
    expect(before).toMatchObject({ daily_capacity: null, employee_capacity: {}, buffer_days: 0 });

    const saved = await putSettings(shop.token, {
      daily_capacity: 12,
      buffer_days: 2,
      employee_capacity: { [tailor.employee_id]: 5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Settings>()).toMatchObject({
      daily_capacity: 12,
      buffer_days: 2,
      employee_capacity: { [tailor.employee_id]: 5 },
    });
    expect(await capacityOf(shop.token, DAY, DAY)).toMatchObject({
      daily_capacity: 12,
      buffer_days: 2,
    });

    const cleared = await putSettings(shop.token, { daily_capacity: null, employee_capacity: {} });
    expect(cleared.json<Settings>()).toMatchObject({
      daily_capacity: null,
      employee_capacity: {},
      buffer_days: 2,
    });
  });

  it('refuses capacities and buffer days out of range, and employees of no shop of the caller', async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const stranger = await createEmployee(ctx, other);
    const cases: [object, string][] = [
      [{ daily_capacity: 0 }, 'Daily capacity must be a whole number of garments from 1 to 1000'],
      [{ daily_capacity: 2.5 }, 'Daily capacity must be a whole number'],
      [{ buffer_days: 31 }, 'Buffer days must be a whole number from 0 to 30'],
      [{ buffer_days: -1 }, 'Buffer days must be a whole number from 0 to 30'],
      [
        { employee_capacity: { [stranger.employee_id]: 0 } },
        "An employee's daily capacity must be a whole number",
      ],
      [
        { employee_capacity: { [stranger.employee_id]: 4 } },
        'A daily capacity was given for someone who is not an employee of this shop',
      ],
      [
        { employee_capacity: { 'not-an-id': 4 } },
        'A daily capacity was given for someone who is not an employee of this shop',
      ],
    ];
    for (const [payload, error] of cases) {
      const response = await putSettings(shop.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(error);
    }
    const employee = await createEmployee(ctx, shop);
    expect((await putSettings(employee.token, { daily_capacity: 5 })).statusCode).toBe(403);
  });
});
