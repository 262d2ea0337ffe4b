import { addDays } from '@tailor/shared/dates';
import { orderRemainingPaise } from '@tailor/shared/order-amounts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, readOrderAs, sendAs, today } from '../../../test/order-fixtures';
import { NO_DRIFT, rows, totalsDrift } from '../../../test/money-totals';
import { createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { orderRemainingSql } from '../../db/order-balance';
import { orders } from '../../db/schema/orders';

/*
 * The kept money totals (orders.paid_paise and advance_paise, store_money_months,
 * store_revenue_days; migration 0008) must equal the sums recomputed from the orders and the
 * ledger after every write that can change them: orders placed, payments collected, alteration
 * totals set, orders edited, cancelled with a refund or with the money kept, delivered, rows deleted
 * (cascading to payments); the shop import is checked in data-export/shop-import.test.ts. And an
 * order's balance is one figure however it is derived: the SQL fragment the queries are built
 * from (orderRemainingSql over the kept columns), the TypeScript function (orderRemainingPaise over
 * the ledger's rows), the triggers' month totals, and the order as the app shows it.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

/** One write to a random order of the shop (picked by `pick` among those placed so far). */
type Step =
  | { kind: 'place'; prices: number[]; advanceShare: number; daysAgo: number; alteration: boolean }
  | { kind: 'collect'; pick: number; share: number }
  | { kind: 'price-alteration'; pick: number; extra: number }
  | { kind: 'edit-price'; pick: number; price: number }
  | { kind: 'add-line'; pick: number; price: number }
  | { kind: 'cancel'; pick: number; refund: boolean }
  | { kind: 'deliver'; pick: number }
  | { kind: 'delete-payment'; pick: number }
  | { kind: 'delete-order'; pick: number };

const rupees = fc.integer({ min: 1, max: 500_000 }).map((paise) => paise / 100);
const pick = fc.nat();
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      prices: fc.array(rupees, { minLength: 1, maxLength: 3 }),
      advanceShare: fc.double({ min: 0, max: 1, noNaN: true }),
      daysAgo: fc.integer({ min: 0, max: 400 }),
      alteration: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('collect' as const),
      pick,
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
  },
  fc.record({ kind: fc.constant('price-alteration' as const), pick, extra: rupees }),
  fc.record({ kind: fc.constant('edit-price' as const), pick, price: rupees }),
  fc.record({ kind: fc.constant('add-line' as const), pick, price: rupees }),
  fc.record({ kind: fc.constant('cancel' as const), pick, refund: fc.boolean() }),
  fc.record({ kind: fc.constant('deliver' as const), pick }),
  fc.record({ kind: fc.constant('delete-payment' as const), pick }),
  fc.record({ kind: fc.constant('delete-order' as const), pick }),
);

const request = (shop: Shop, method: 'POST' | 'PUT', url: string, payload: object) =>
  sendAs(ctx, shop, method, url, payload);
const orderNow = (shop: Shop, orderId: string) => readOrderAs(ctx, shop, orderId);

/** Runs one step; refusals (4xx) are fine, as the counter would see them, a 5xx is not. */
async function run(shop: Shop, placed: string[], s: Step): Promise<void> {
  const target = placed.length > 0 && 'pick' in s ? placed[s.pick % placed.length]! : null;
  let status = 200;
  if (s.kind === 'place') {
    const total = s.prices.reduce((sum, price) => sum + Math.round(price * 100), 0);
    const order = await placeOrder(ctx, shop, {
      products: s.prices.map((price) => ({ price, images: s.alteration ? 0 : 1 })),
      order: {
        orderType: s.alteration ? 'alteration' : 'new',
        orderDate: addDays(today(ctx), -s.daysAgo),
        advancePayment: Math.floor(total * s.advanceShare) / 100,
      },
    });
    placed.push(order._id);
    return;
  }
  if (!target) return;
  const order = await orderNow(shop, target);
  if (!order) return;
  if (s.kind === 'collect') {
    const remaining = Math.round(order.order.remainingAmount * 100);
    const amount = Math.max(1, Math.floor(remaining * s.share)) / 100;
    status = (
      await request(shop, 'PUT', `/update_remaining_payment/${target}`, {
        remainingAmount: amount,
      })
    ).statusCode;
  } else if (s.kind === 'price-alteration') {
    const total = Math.round(order.order.totalAmount * 100) + Math.round(s.extra * 100);
    status = (
      await request(shop, 'PUT', `/update_alteration_payment/${target}`, {
        totalAmount: total / 100,
      })
    ).statusCode;
  } else if (s.kind === 'edit-price') {
    status = (
      await request(shop, 'POST', '/update_order', {
        order_id: target,
        order: { products: [{ _id: order.order.products[0]!._id, price: s.price }] },
      })
    ).statusCode;
  } else if (s.kind === 'add-line') {
    status = (
      await request(shop, 'POST', '/update_order', {
        order_id: target,
        order: {
          addProducts: [
            {
              product: { name: 'Blouse' },
              price: s.price,
              measurements: { Bust: '34' },
              note: null,
              assigned_to: null,
              uploadedImages: [],
            },
          ],
        },
      })
    ).statusCode;
  } else if (s.kind === 'cancel') {
    status = (
      await request(shop, 'POST', '/cancel_order', {
        order_id: target,
        paid_money: s.refund ? 'refund' : 'keep',
      })
    ).statusCode;
  } else if (s.kind === 'deliver') {
    const remaining = order.order.remainingAmount;
    if (remaining > 0)
      await request(shop, 'PUT', `/update_remaining_payment/${target}`, {
        remainingAmount: remaining,
      });
    status = (
      await request(shop, 'POST', '/update_order_status', {
        order_id: target,
        status: 'Delivered',
      })
    ).statusCode;
  } else if (s.kind === 'delete-payment') {
    // One of the shop's ledger rows, whichever order it belongs to.
    const storeId = shop.store_id!;
    await ctx.database.db.execute(
      sql`delete from payments where id = (
            select id from payments where store_id = ${storeId} order by created_at, id
            offset ${s.pick} % greatest((select count(*) from payments where store_id = ${storeId}), 1)
            limit 1)`,
    );
  } else if (s.kind === 'delete-order') {
    // No screen deletes an order; a maintenance delete must still leave the totals right, its
    // payments going with it (on delete cascade).
    await ctx.database.db.execute(sql`delete from order_status_events where order_id = ${target}`);
    await ctx.database.db.execute(sql`delete from notifications where order_id = ${target}`);
    await ctx.database.db.execute(
      sql`delete from product_images where (product_id, store_id) in (select id, store_id from order_products where order_id = ${target})`,
    );
    await ctx.database.db.execute(sql`delete from order_products where order_id = ${target}`);
    await ctx.database.db.execute(sql`delete from orders where id = ${target}`);
    placed.splice(placed.indexOf(target), 1);
  }
  expect(status, `${s.kind} answered ${status}`).toBeLessThan(500);
}

/**
 * The shop's orders whose remaining differs between the SQL fragment over the kept columns and the
 * TypeScript function over the ledger, and the months whose kept remaining is not the fragment's sum.
 */
async function balanceDrift(storeId: string) {
  const db = ctx.database.db;
  const owed = await rows<{
    order_number: number;
    status: string;
    total_paise: string;
    ledger_paise: string;
    remaining_paise: string;
  }>(
    db,
    sql`select order_number, status, total_paise, ${orderRemainingSql(orders)} as remaining_paise,
               (select coalesce(sum(p.amount_paise), 0) from payments p
                where p.order_id = ${orders.id} and p.store_id = ${orders.storeId}) as ledger_paise
        from ${orders} where store_id = ${storeId}`,
  );
  const months = await rows<{ month: string }>(
    db,
    sql`with derived as (
          select date_trunc('month', order_date)::date as month,
                 sum(${orderRemainingSql(orders)}) as remaining_paise
          from ${orders} where store_id = ${storeId} group by 1)
        select coalesce(m.month, d.month)::text as month
        from (select month, remaining_paise from store_money_months where store_id = ${storeId}) m
        full join derived d on d.month = m.month
        where coalesce(m.remaining_paise, 0) <> coalesce(d.remaining_paise, 0)`,
  );
  return {
    orders: owed
      .filter(
        (row) =>
          Number(row.remaining_paise) !==
          orderRemainingPaise({
            totalPaise: Number(row.total_paise),
            paidPaise: Number(row.ledger_paise),
            cancelled: row.status === 'Cancelled',
          }),
      )
      .map((row) => row.order_number),
    months: months.map((row) => row.month),
  };
}

/** The placed orders whose remaining on the order's view is not the SQL fragment's. */
async function viewDrift(shop: Shop, placed: string[]): Promise<string[]> {
  const owed = new Map(
    (
      await rows<{ id: string; remaining_paise: string }>(
        ctx.database.db,
        sql`select id, ${orderRemainingSql(orders)} as remaining_paise from ${orders}
            where store_id = ${shop.store_id}`,
      )
    ).map((row) => [row.id, Number(row.remaining_paise)]),
  );
  const drift: string[] = [];
  for (const orderId of placed) {
    const order = await orderNow(shop, orderId);
    if (Math.round(order!.order.remainingAmount * 100) !== owed.get(orderId)) drift.push(orderId);
  }
  return drift;
}

describe('kept money totals', () => {
  it('equal the sums recomputed from the orders and the ledger after every kind of write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const shop = await createShop(ctx);
        const placed: string[] = [];
        for (const s of steps) {
          await run(shop, placed, s);
          expect(await totalsDrift(ctx.database.db, shop.store_id!), s.kind).toEqual(NO_DRIFT);
          expect(await balanceDrift(shop.store_id!), s.kind).toEqual({ orders: [], months: [] });
        }
        expect(await viewDrift(shop, placed)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('are rebuilt by recompute_money_totals after a load that bypassed them', async () => {
    const shop = await createShop(ctx);
    await placeOrder(ctx, shop, { order: { advancePayment: 250 } });
    await placeOrder(ctx, shop, {
      order: { orderDate: addDays(today(ctx), -70), advancePayment: 100 },
    });
    await ctx.database.db.execute(
      sql`update store_money_months set paid_paise = 0, revenue_paise = 7 where store_id = ${shop.store_id}`,
    );
    await ctx.database.db.execute(
      sql`delete from store_revenue_days where store_id = ${shop.store_id}`,
    );
    expect((await totalsDrift(ctx.database.db, shop.store_id!)).months).not.toEqual([]);
    await ctx.database.db.execute(sql`select recompute_money_totals(${shop.store_id}::uuid)`);
    expect(await totalsDrift(ctx.database.db, shop.store_id!)).toEqual(NO_DRIFT);
  });
});
