import type { ShopExport } from '@tailor/shared/data-export';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProducts } from '../../db/schema/order-products';
import { stores } from '../../db/schema/stores';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { importShop } from './shop-import';

// Measurement units through the JSON backup, its restore and the CSV files.

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
  await placeOrder(ctx, shop, {
    products: [
      { name: 'Shirt', measurements: { Chest: '38' } },
      { name: 'Blouse', measurements: { Bust: '86.5' }, measurement_unit: 'cm' },
    ],
  });
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(shop.token),
    payload: { measurement_unit: 'cm' },
  });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(shop.token) });

describe('backup of measurement units', () => {
  it("keeps the shop's unit and each garment's, in the restore and the CSV; an older backup reads as inches", async () => {
    const exported = (await get('/api/export/json')).json<ShopExport>();
    expect(exported.store.measurement_unit).toBe('cm');
    expect(exported.orders[0]!.products.map((p) => p.measurement_unit)).toEqual(['in', 'cm']);

    const csv = strFromU8(unzipSync((await get('/api/export/csv')).rawPayload)['products.csv']!);
    expect(csv).toContain('Chest: 38 in');
    expect(csv).toContain('Bust: 86.5 cm');

    const target = await createTestContext();
    try {
      await importShop(target.database.db, exported, { ownerPhone: shop.phone });
      const owner = await signIn(target, shop.phone);
      const again = await target.app.inject({
        method: 'GET',
        url: '/api/export/json',
        headers: bearer(owner.token),
      });
      expect(again.json<ShopExport>().store.measurement_unit).toBe('cm');
      expect(again.json<ShopExport>().orders).toEqual(exported.orders);
    } finally {
      await target.close();
    }

    const older = await createTestContext();
    try {
      const before = structuredClone(exported) as unknown as {
        store: Record<string, unknown>;
        orders: { products: Record<string, unknown>[] }[];
      };
      delete before.store.measurement_unit;
      for (const order of before.orders)
        for (const line of order.products) delete line.measurement_unit;
      await importShop(older.database.db, before as unknown as ShopExport, {
        ownerPhone: shop.phone,
      });
      const [store] = await older.database.db.select({ unit: stores.measurementUnit }).from(stores);
      expect(store!.unit).toBe('in');
      const lines = await older.database.db
        .select({ unit: orderProducts.measurementUnit })
        .from(orderProducts);
      expect(lines.map((l) => l.unit)).toEqual(['in', 'in']);
    } finally {
      await older.close();
    }
  });
});
