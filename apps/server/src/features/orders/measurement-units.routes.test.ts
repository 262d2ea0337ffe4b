import type { LastMeasurements, MeasurementHistory } from '@tailor/shared/customers';
import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertImages,
  orderBody,
  placeOrder,
  postOrder,
  today,
} from '../../../test/order-fixtures';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

function setUnit(shop: Shop, unit: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(shop.token),
    payload: { measurement_unit: unit },
  });
}
async function get<T>(shop: Shop, url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(shop.token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}
const orderOf = (shop: Shop, order: Order) => get<Order>(shop, `/api/orders/${order._id}`);

const meena = {
  name: 'Meena Iyer',
  mobile_no: '9822200001',
  gender: 'female' as const,
  address: '4 Anna Salai, Chennai',
};

describe('measurement units', () => {
  it("keeps each order's measurements in the unit they were taken in when the shop changes its unit", async () => {
    const shop = await createShop(ctx);
    const t = today(ctx);
    const inches = await placeOrder(ctx, shop, {
      customer: meena,
      order: { orderDate: addDays(t, -30) },
      products: [{ name: 'Blouse', measurements: { Bust: '36', Length: '14 1/2' } }],
    });
    expect(inches.order.products[0]!.measurement_unit).toBe('in');

    expect((await setUnit(shop, 'cm')).statusCode).toBe(200);
    const cm = await placeOrder(ctx, shop, {
      customer: meena,
      products: [{ name: 'Blouse', measurements: { Bust: '92.5', Length: '37' } }],
    });
    expect(cm.order.products[0]!.measurement_unit).toBe('cm');

    // Read back after the change, each order says its own unit; the values are as written.
    const before = await orderOf(shop, inches);
    expect(before.order.products[0]).toMatchObject({
      measurements: { Bust: '36', Length: '14 1/2' },
      measurement_unit: 'in',
    });
    expect((await orderOf(shop, cm)).order.products[0]!.measurement_unit).toBe('cm');

    await setUnit(shop, 'in');
    expect((await orderOf(shop, cm)).order.products[0]!.measurement_unit).toBe('cm');

    const customerId = inches.customer_id!;
    const last = await get<LastMeasurements>(
      shop,
      `/api/customers/${customerId}/last-measurements`,
    );
    expect(last).toEqual({
      measurements: { Blouse: { Bust: '92.5', Length: '37' } },
      units: { Blouse: 'cm' },
    });
    const history = await get<MeasurementHistory>(
      shop,
      `/api/customers/${customerId}/measurement-history`,
    );
    expect(history.garments[0]!.visits.map((v) => v.measurement_unit)).toEqual(['cm', 'in']);
    expect(history.garments[0]!.measurements[0]).toMatchObject({
      name: 'Bust',
      values: [
        { value: '92.5', measurement_unit: 'cm' },
        { value: '36', measurement_unit: 'in' },
      ],
    });
  });

  it('takes the unit the form showed over the setting, so a change made meanwhile does not relabel the values', async () => {
    const shop = await createShop(ctx);
    await setUnit(shop, 'cm');
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Shirt', measurements: { Chest: '40' }, measurement_unit: 'in' },
        { name: 'Kurta', measurements: { Chest: '101.5' } },
      ],
    });
    expect(order.order.products.map((p) => p.measurement_unit)).toEqual(['in', 'cm']);
    expect((await orderOf(shop, order)).order.products.map((p) => p.measurement_unit)).toEqual([
      'in',
      'cm',
    ]);
  });

  it("gives a garment added to an order later the shop's unit, and an edited line keeps its own", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Shirt', measurements: { Chest: '40' } }],
    });
    await setUnit(shop, 'cm');
    const photos = await insertImages(ctx, shop.store_id!, 1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order',
      headers: bearer(shop.token),
      payload: {
        order_id: order._id,
        order: {
          products: [{ _id: order.order.products[0]!._id, measurements: { Chest: '41' } }],
          addProducts: [
            {
              product: { name: 'Trouser' },
              price: 400,
              measurements: { Waist: '81' },
              uploadedImages: photos,
            },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().order.products.map((p) => p.measurement_unit)).toEqual([
      'in',
      'cm',
    ]);
  });

  it('refuses a unit other than in or cm, with a clear message', async () => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!, {
      products: [{ name: 'Shirt', measurements: { Chest: '40' } }],
    });
    (body.order.products[0] as Record<string, unknown>).measurement_unit = 'mm';
    const response = await postOrder(ctx, shop.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Measurement unit must be in or cm');
    const setting = await setUnit(shop, 'inch');
    expect(setting.statusCode).toBe(400);
    expect(setting.json().error).toBe('Measurement unit must be in or cm');
  });
});
