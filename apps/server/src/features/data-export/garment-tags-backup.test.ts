import type { ShopExport } from '@tailor/shared/data-export';
import type { Garment } from '@tailor/shared/garments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import {
  callApi as call,
  createEmployee,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { importShop } from './shop-import';

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe('a backup of a shop that tags its garments', () => {
  it('keeps each garment its tag, its steps and who scanned them, and the tag settings', async () => {
    const shop = await createShop(source);
    const ravi = await createEmployee(source, shop, { name: 'Ravi' });
    await call(source, shop.token, 'PUT', '/settings', {
      tag_sheet: 'thermal58',
      complete_when_ready: false,
    });
    const order = await placeOrder(source, shop, {
      products: [{ name: 'Blouse', assigned_to: ravi.employee_id }, { name: 'Petticoat' }],
    });
    const [blouse, petticoat] = order.order.products.map((line) => line.tag_code!);
    for (const stage of ['received', 'cutting'])
      expect(
        (await call(source, ravi.token, 'POST', `/garments/${blouse}/stage`, { stage })).statusCode,
      ).toBe(200);
    const before = (await call(source, shop.token, 'GET', `/garments/${blouse}`)).json<Garment>();

    const exported = (await call(source, shop.token, 'GET', '/export/json')).json<ShopExport>();
    expect(exported.store).toMatchObject({ tag_sheet: 'thermal58', complete_when_ready: false });
    expect(exported.orders[0]!.products.map((line) => [line.tag_code, line.stage])).toEqual([
      [blouse, 'cutting'],
      [petticoat, null],
    ]);
    expect(exported.orders[0]!.products[0]!.steps.map((step) => step.stage)).toEqual([
      'received',
      'cutting',
    ]);

    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    const after = await call(target, owner.token, 'GET', `/garments/${blouse}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<Garment>()).toEqual({ ...before, uploadedImages: expect.any(Array) });
    expect((await call(target, owner.token, 'GET', '/settings')).json()).toMatchObject({
      tag_sheet: 'thermal58',
      complete_when_ready: false,
    });
  });

  it('gives a tag to each garment of an older backup that has none', async () => {
    const shop = await createShop(source);
    await placeOrder(source, shop, { products: [{ name: 'Kurta' }, { name: 'Pyjama' }] });
    const exported = (await call(source, shop.token, 'GET', '/export/json')).json<ShopExport>();
    for (const line of exported.orders[0]!.products) {
      delete line.tag_code;
      line.steps = [];
    }
    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    const owner = await signIn(target, shop.phone);
    const restored = await call(target, owner.token, 'GET', `/orders/${exported.orders[0]!._id}`);
    const tags = restored.json().order.products.map((line: { tag_code: string }) => line.tag_code);
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(tags[0]).not.toBe(tags[1]);
  });
});
