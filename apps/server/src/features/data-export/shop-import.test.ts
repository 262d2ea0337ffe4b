import type { ShopExport } from '@tailor/shared/data-export';
import type { OrderDetail } from '@tailor/shared/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { NO_DRIFT, rows, totalsDrift } from '../../../test/money-totals';
import { placeOrder } from '../../../test/order-fixtures';
import { seedShop } from '../../../test/shop-fixtures';
import {
  bearer,
  createTestContext,
  nextPhone,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { importShop } from './shop-import';

// Two installations: the shop is seeded in one, exported, and restored into a fresh other.
let source: TestContext;
let target: TestContext;
let seeded: Awaited<ReturnType<typeof seedShop>>;
let exported: ShopExport;
/** The restored shop's owner, signed in on the target once it is restored. */
let restoredOwner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
  seeded = await seedShop(source);
  exported = (
    await source.app.inject({
      method: 'GET',
      url: '/api/export/json',
      headers: bearer(seeded.shop.token),
    })
  ).json();
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

function exportFrom(ctx: TestContext, token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/export/json', headers: bearer(token) });
}

/** A copy to spoil, for the refusals. */
function copyOf(data: ShopExport): ShopExport {
  return structuredClone(data);
}

async function expectRefusal(promise: Promise<unknown>, status: number, message: string | RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(status);
  expect((error as AppError).message).toMatch(message);
}

describe('importShop: the JSON export round trip', () => {
  it('restores the shop into a fresh database so that exporting it again gives the same record', async () => {
    const result = await importShop(target.database.db, exported, {
      ownerPhone: seeded.shop.phone,
    });
    expect(result).toMatchObject({
      storeId: seeded.shop.store_id,
      shopName: 'Sharma Boutique',
      ownerUserId: seeded.shop.user_id,
      counts: {
        // The tailor, the former employee and the owner's own row (for garments they make).
        employees: 3,
        invites: 1,
        customers: 2,
        orders: 2,
        products: 3,
        images: 3,
        payments: 3,
      },
    });

    restoredOwner = await signIn(target, seeded.shop.phone);
    expect(restoredOwner).toMatchObject({
      role: 'shopkeeper',
      store_id: seeded.shop.store_id,
      store_name: 'Sharma Boutique',
      signup: false,
    });
    const again = await exportFrom(target, restoredOwner.token);
    expect(again.statusCode).toBe(200);
    expect({ ...again.json<ShopExport>(), exported_at: 'x' }).toEqual({
      ...exported,
      exported_at: 'x',
    });
  });

  it('keeps orders as they were: numbers, links, images, payments and history', async () => {
    let signedLinks = 0;
    for (const original of Object.values(seeded.orders)) {
      const restored = await target.app.inject({
        method: 'GET',
        url: `/api/orders/${original._id}`,
        headers: bearer(restoredOwner.token),
      });
      expect(restored.statusCode).toBe(200);
      const before = (
        await source.app.inject({
          method: 'GET',
          url: `/api/orders/${original._id}`,
          headers: bearer(seeded.shop.token),
        })
      ).json<OrderDetail>();
      // Each installation signs image links with its own key: the images must be the same ones.
      const unsigned = (body: string) => body.replace(/\?exp=\d+&sig=[\w-]+/g, '');
      if (restored.body !== unsigned(restored.body)) signedLinks += 1;
      expect(JSON.parse(unsigned(restored.body))).toEqual(
        JSON.parse(unsigned(JSON.stringify(before))),
      );
    }
    expect(signedLinks).toBeGreaterThan(0);
  });

  it("keeps the restored shop's money totals exact: each order's payments, and the months and days of its earnings", async () => {
    const storeId = seeded.shop.store_id!;
    expect(await totalsDrift(target.database.db, storeId)).toEqual(NO_DRIFT);
    const months = sql`select month::text, revenue_paise::text, advance_paise::text, paid_paise::text,
                              remaining_paise::text
                       from store_money_months where store_id = ${storeId} order by month`;
    const restored = await rows(target.database.db, months);
    expect(restored.length).toBeGreaterThan(0);
    expect(restored).toEqual(await rows(source.database.db, months));
  });

  it('lets employees sign in to the restored shop by phone; the next order follows the highest number', async () => {
    const tailor = await signIn(target, seeded.tailor.phone);
    expect(tailor).toMatchObject({
      role: 'employee',
      store_id: seeded.shop.store_id,
      employee_id: seeded.tailor.employee_id,
    });
    // A former employee stays a record, without access.
    expect((await signIn(target, seeded.former.phone)).store_id).toBeNull();

    const next = await placeOrder(target, restoredOwner);
    expect(next.order_number).toBe(3);
  });
});

// These run after the round trip above: the target already holds the restored shop.
describe('importShop: refusals leave the database as it was', () => {
  it('refuses an owner who already has a shop here', async () => {
    await expectRefusal(
      importShop(target.database.db, exported, { ownerPhone: seeded.shop.phone }),
      409,
      /already has a shop/,
    );
  });

  it('refuses a shop that is already in this database', async () => {
    await expectRefusal(
      importShop(target.database.db, exported, { ownerPhone: nextPhone() }),
      409,
      'The shop Sharma Boutique is already in this database.',
    );
  });

  it('rolls everything back when a record clashes with one already here', async () => {
    const clash = copyOf(exported);
    clash.store._id = crypto.randomUUID();
    // Its customers, orders and links are still the restored shop's: the first clash stops it all.
    const phone = nextPhone();
    await expectRefusal(
      importShop(target.database.db, clash, { ownerPhone: phone }),
      409,
      /already in this database/,
    );
    expect(
      await target.database.db.select().from(stores).where(eq(stores.id, clash.store._id)),
    ).toEqual([]);
    expect(await target.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it.each<[string, (data: ShopExport) => unknown, RegExp | string]>([
    [
      'something else',
      () => ({ hello: 'world' }),
      'This file is not a Tailor Shop Manager export (GET /api/export/json).',
    ],
    ['nothing', () => null, /not a Tailor Shop Manager export/],
    [
      'a later version',
      (d) => ({ ...d, version: 2 }),
      /version 2; this installation reads version 1/,
    ],
    [
      'a damaged field',
      (d) => ({ ...d, orders: [{ ...d.orders[0], total: 'lots' }] }),
      /^The export is damaged at orders\.0\.total: /,
    ],
    [
      'a date that is not one',
      (d) => ({ ...d, orders: [{ ...d.orders[0], due_date: '2026-02-30' }] }),
      'The export is damaged at orders.0.due_date: Enter a valid date (YYYY-MM-DD)',
    ],
    [
      'an amount in fractions of a paisa',
      (d) => ({ ...d, orders: [{ ...d.orders[0], total: 10.005 }] }),
      'The export is damaged at orders.0.total: Amounts must be rupees with at most 2 decimals',
    ],
    [
      'an order without its customer',
      (d) => ({ ...d, customers: d.customers.slice(1) }),
      /order \d names a customer who is not in it/,
    ],
    ['an unknown assignee', (d) => ({ ...d, employees: [] }), /names an employee who is not in it/],
    [
      'an unknown user',
      (d) => ({ ...d, users: d.users.filter((u) => u._id !== seeded.tailor.user_id) }),
      /names a user who is not in it/,
    ],
  ])('refuses %s with 400', async (_label, spoil, message) => {
    const phone = nextPhone();
    await expectRefusal(
      importShop(target.database.db, spoil(copyOf(exported)), { ownerPhone: phone }),
      400,
      message,
    );
    expect(await target.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it("refuses an owner's phone that is not 10 digits", async () => {
    await expectRefusal(
      importShop(target.database.db, exported, { ownerPhone: '12345' }),
      400,
      "The owner's phone must be exactly 10 digits.",
    );
  });
});
