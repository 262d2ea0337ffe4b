import type { ShopExport } from '@tailor/shared/data-export';
import type { Settings } from '@tailor/shared/settings-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
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
afterAll(() => Promise.all([source?.close(), target?.close()]));

async function exportOf(ctx: TestContext, token: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/export/json',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ShopExport>();
}

async function settingsOf(ctx: TestContext, phone: string): Promise<Settings> {
  const owner = await signIn(ctx, phone);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/settings',
    headers: bearer(owner.token),
  });
  return response.json<Settings>();
}

describe("a backup of a shop's capacity planning", () => {
  it('keeps the daily capacity, each employee’s and the buffer days', async () => {
    const shop = await createShop(source);
    const tailor = await createEmployee(source, shop);
    const saved = await source.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(shop.token),
      payload: {
        daily_capacity: 14,
        buffer_days: 3,
        employee_capacity: { [tailor.employee_id]: 6 },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const exported = await exportOf(source, shop.token);
    expect(exported.store).toMatchObject({
      daily_capacity: 14,
      buffer_days: 3,
      employee_capacity: { [tailor.employee_id]: 6 },
    });

    await importShop(target.database.db, exported, { ownerPhone: shop.phone });
    expect(await settingsOf(target, shop.phone)).toMatchObject({
      daily_capacity: 14,
      buffer_days: 3,
      employee_capacity: { [tailor.employee_id]: 6 },
    });
  });

  it('reads an export made before capacity planning as a shop without it', async () => {
    const shop = await createShop(source);
    const older = (await exportOf(source, shop.token)) as unknown as {
      store: Record<string, unknown>;
    };
    delete older.store.daily_capacity;
    delete older.store.buffer_days;
    delete older.store.employee_capacity;
    await importShop(target.database.db, older, { ownerPhone: shop.phone });
    expect(await settingsOf(target, shop.phone)).toMatchObject({
      daily_capacity: null,
      buffer_days: 0,
      employee_capacity: {},
    });
  });
});
