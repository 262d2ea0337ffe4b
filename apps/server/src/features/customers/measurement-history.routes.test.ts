import { MEASUREMENT_HISTORY_VISITS, type MeasurementHistory } from '@tailor/shared/customers';
import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
let tailor: Awaited<ReturnType<typeof createEmployee>>;
const priya = {
  name: 'Priya Sharma',
  mobile_no: '9811100001',
  gender: 'female' as const,
  address: '21 Lajpat Nagar, Delhi',
};
let first: Order;
let second: Order;
let third: Order;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
  other = await createShop(ctx);
  tailor = await createEmployee(ctx, shop);
  const t = today(ctx);
  first = await placeOrder(ctx, shop, {
    customer: priya,
    order: { orderDate: addDays(t, -60) },
    products: [
      { name: 'Blouse', measurements: { Bust: '34', Waist: '28', Length: '14' } },
      { name: 'Lehenga', measurements: { Waist: '28', Length: '40' } },
    ],
  });
  second = await placeOrder(ctx, shop, {
    customer: priya,
    order: { orderDate: addDays(t, -30) },
    products: [
      {
        name: 'blouse',
        assigned_to: tailor.employee_id,
        measurements: { Bust: '35 1/2', Length: '14', 'Sleeve Length': '6' },
      },
      // A second blouse of the same order: one column per order, the first line's.
      { name: 'Blouse', measurements: { Bust: '99' } },
      { name: 'Kurti', measurements: {} },
    ],
  });
  third = await placeOrder(ctx, shop, {
    customer: priya,
    order: { orderDate: t },
    products: [{ name: 'BLOUSE', measurements: { Bust: '36', Waist: '29' } }],
  });
  await placeOrder(ctx, other, {
    customer: { ...priya, name: 'Priya Other' },
    products: [{ name: 'Blouse', measurements: { Bust: '50' } }],
  });
});
afterAll(() => ctx.close());

function history(token: string, customerId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}/measurement-history`,
    headers: bearer(token),
  });
}

const visitOf = (order: Order) => ({
  order_id: order._id,
  order_number: order.order_number,
  order_date: order.order.orderDate,
  measurement_unit: 'in' as const,
});

describe('GET /api/customers/{id}/measurement-history', () => {
  it('answers per garment each measurement over the visits, newest first', async () => {
    const response = await history(shop.token, first.customer_id);
    expect(response.statusCode).toBe(200);
    const at = (order: Order, value: string) => ({ ...visitOf(order), value });
    expect(response.json()).toEqual({
      garments: [
        {
          garment: 'BLOUSE',
          visits: [visitOf(third), visitOf(second), visitOf(first)],
          measurements: [
            { name: 'Bust', values: [at(third, '36'), at(second, '35 1/2'), at(first, '34')] },
            { name: 'Waist', values: [at(third, '29'), at(first, '28')] },
            { name: 'Length', values: [at(second, '14'), at(first, '14')] },
            { name: 'Sleeve Length', values: [at(second, '6')] },
          ],
        },
        {
          garment: 'Lehenga',
          visits: [visitOf(first)],
          measurements: [
            { name: 'Waist', values: [at(first, '28')] },
            { name: 'Length', values: [at(first, '40')] },
          ],
        },
      ],
    });
  });

  it(`keeps a garment's latest ${MEASUREMENT_HISTORY_VISITS} orders only`, async () => {
    const t = today(ctx);
    const regular = {
      ...priya,
      name: 'Ravi Kumar',
      mobile_no: '9822200002',
      gender: 'male' as const,
    };
    const count = MEASUREMENT_HISTORY_VISITS + 2;
    const orders: Order[] = [];
    for (let i = 0; i < count; i += 1) {
      orders.push(
        await placeOrder(ctx, shop, {
          customer: regular,
          order: { orderDate: addDays(t, i - count) },
          products: [{ name: 'Shirt', measurements: { Chest: String(30 + i) } }],
        }),
      );
    }
    const body = (await history(shop.token, orders[0]!.customer_id)).json<MeasurementHistory>();
    const shirt = body.garments[0]!;
    expect(shirt.visits).toHaveLength(MEASUREMENT_HISTORY_VISITS);
    expect(shirt.visits[0]).toEqual(visitOf(orders[count - 1]!));
    expect(shirt.visits.at(-1)).toEqual(visitOf(orders[2]!));
    expect(shirt.measurements[0]!.values.map((v) => v.value)).toEqual(
      Array.from({ length: MEASUREMENT_HISTORY_VISITS }, (_, i) => String(30 + count - 1 - i)),
    );
  });

  it('shows an employee the orders they work on or took only', async () => {
    const response = await history(tailor.token, first.customer_id);
    expect(response.statusCode).toBe(200);
    expect(response.json<MeasurementHistory>().garments).toEqual([
      {
        garment: 'blouse',
        visits: [visitOf(second)],
        measurements: [
          { name: 'Bust', values: [{ ...visitOf(second), value: '35 1/2' }] },
          { name: 'Length', values: [{ ...visitOf(second), value: '14' }] },
          { name: 'Sleeve Length', values: [{ ...visitOf(second), value: '6' }] },
        ],
      },
    ]);
  });

  it("answers 404 for a customer outside an employee's work", async () => {
    const stranger = await placeOrder(ctx, shop, {
      customer: { ...priya, name: 'Kiran Bose', mobile_no: '9844400004' },
    });
    const response = await history(tailor.token, stranger.customer_id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Customer not found', code: 'CUSTOMER_NOT_FOUND' });

    // An order the tailor takes for them at the counter is theirs to see; the shop's one is not.
    const taken = await placeOrder(ctx, tailor, {
      customer: { ...priya, name: 'Kiran Bose', mobile_no: '9844400004' },
      products: [{ name: 'Kurta', measurements: { Chest: '40' } }],
    });
    const mine = await history(tailor.token, stranger.customer_id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MeasurementHistory>().garments.map((g) => g.visits)).toEqual([
      [visitOf(taken)],
    ]);
  });

  it("answers 404 for another shop's customer and for ids that are not ids", async () => {
    expect((await history(other.token, first.customer_id)).statusCode).toBe(404);
    const theirs = await createEmployee(ctx, other);
    expect((await history(theirs.token, first.customer_id)).statusCode).toBe(404);
    expect((await history(shop.token, 'xyz')).statusCode).toBe(404);
  });

  it('answers an empty history for a customer measured for nothing', async () => {
    const plain = await placeOrder(ctx, shop, {
      customer: { ...priya, name: 'Sunil Das', mobile_no: '9855500005' },
      products: [{ name: 'Kurta', measurements: {} }],
    });
    expect((await history(shop.token, plain.customer_id)).json()).toEqual({ garments: [] });
  });

  it('asks for a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/${first.customer_id}/measurement-history`,
    });
    expect(response.statusCode).toBe(401);
  });
});
