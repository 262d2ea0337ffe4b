import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/money-totals';
import { placeOrder, readOrderAs, sendAs } from '../../../test/order-fixtures';
import {
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * The tailors' kept work counts (employee_work_counts, and each line's copy of its order's number
 * and status; migration 0011) must equal what the lines and orders say after every write that can
 * change them: orders placed with garments assigned or not, garments reassigned or unassigned,
 * lines added and removed, status changes, cancellations, orders deleted (cascading to the lines).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
/** Who a garment goes to: one of the shop's two tailors (0, 1) or nobody (2). */
type Who = 0 | 1 | 2;

type Step =
  | { kind: 'place'; garments: Who[] }
  | { kind: 'reassign'; pick: number; line: number; to: Who }
  | { kind: 'add-line'; pick: number; to: Who }
  | { kind: 'remove-line'; pick: number; line: number }
  | { kind: 'status'; pick: number; status: 'In Process' | 'Completed' | 'Delivered' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'delete-order'; pick: number };

const who = fc.constantFrom<Who>(0, 1, 2);
const pick = fc.nat();
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      garments: fc.array(who, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('reassign' as const), pick, line: pick, to: who }),
  },
  fc.record({ kind: fc.constant('add-line' as const), pick, to: who }),
  fc.record({ kind: fc.constant('remove-line' as const), pick, line: pick }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      pick,
      status: fc.constantFrom('In Process' as const, 'Completed' as const, 'Delivered' as const),
    }),
  },
  fc.record({ kind: fc.constant('cancel' as const), pick }),
  fc.record({ kind: fc.constant('delete-order' as const), pick }),
);

interface Team {
  shop: Shop;
  tailors: string[];
}

const request = (shop: Shop, method: 'POST' | 'PUT', url: string, payload: object) =>
  sendAs(ctx, shop, method, url, payload);
const orderNow = (shop: Shop, orderId: string) => readOrderAs(ctx, shop, orderId);

/** Runs one step; refusals (4xx, such as changing a delivered order) are fine, a 5xx is not. */
async function run({ shop, tailors }: Team, placed: string[], s: Step): Promise<void> {
  const assignee = (to: Who) => tailors[to] ?? null;
  if (s.kind === 'place') {
    const order = await placeOrder(ctx, shop, {
      products: s.garments.map((to) => ({ assigned_to: assignee(to) })),
    });
    placed.push(order._id);
    return;
  }
  const target = placed.length > 0 ? placed[s.pick % placed.length]! : null;
  if (!target) return;
  const order = await orderNow(shop, target);
  if (!order) return;
  const lines = order.order.products;
  let status = 200;
  if (s.kind === 'reassign') {
    const line = lines[s.line % lines.length]!;
    status = (
      await request(shop, 'POST', '/update_order', {
        order_id: target,
        order: { products: [{ _id: line._id, assigned_to: assignee(s.to) }] },
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
              price: 450,
              measurements: { Bust: '34' },
              note: null,
              assigned_to: assignee(s.to),
              uploadedImages: [],
            },
          ],
        },
      })
    ).statusCode;
  } else if (s.kind === 'remove-line') {
    const line = lines[s.line % lines.length]!;
    status = (
      await request(shop, 'POST', '/update_order', {
        order_id: target,
        order: { removeProducts: [line._id] },
      })
    ).statusCode;
  } else if (s.kind === 'status') {
    status = (
      await request(shop, 'POST', '/update_order_status', { order_id: target, status: s.status })
    ).statusCode;
  } else if (s.kind === 'cancel') {
    status = (
      await request(shop, 'POST', '/cancel_order', { order_id: target, paid_money: 'keep' })
    ).statusCode;
  } else {
    // No screen deletes an order; a maintenance delete must still leave the counts right, its
    // lines going with it (on delete cascade).
    await ctx.database.db.execute(sql`delete from order_status_events where order_id = ${target}`);
    await ctx.database.db.execute(sql`delete from notifications where order_id = ${target}`);
    await ctx.database.db.execute(sql`delete from payments where order_id = ${target}`);
    await ctx.database.db.execute(sql`delete from orders where id = ${target}`);
    placed.splice(placed.indexOf(target), 1);
  }
  expect(status, `${s.kind} answered ${status}`).toBeLessThan(500);
}

interface Drift {
  counts: unknown[];
  copies: unknown[];
}

/** Where the kept counts or the lines' copies differ from the orders and lines themselves. */
async function workCountsDrift(storeId: string): Promise<Drift> {
  const counts = await rows(
    ctx.database.db,
    sql`
    with kept as (
      select employee_id, status, garments, orders from employee_work_counts
      where store_id = ${storeId} and (garments <> 0 or orders <> 0)),
    fresh as (
      select p.assigned_employee_id as employee_id, o.status, count(*)::int as garments,
             count(distinct p.order_id)::int as orders
      from order_products p join orders o on o.id = p.order_id and o.store_id = p.store_id
      where p.store_id = ${storeId} and p.assigned_employee_id is not null
      group by 1, 2)
    select employee_id, status, kept.garments as kept_garments, fresh.garments,
           kept.orders as kept_orders, fresh.orders
    from kept full join fresh using (employee_id, status)
    where kept.garments is distinct from fresh.garments or kept.orders is distinct from fresh.orders`,
  );
  const copies = await rows(
    ctx.database.db,
    sql`
    select p.id from order_products p join orders o on o.id = p.order_id and o.store_id = p.store_id
    where p.store_id = ${storeId}
      and (p.order_status <> o.status or p.order_number <> o.order_number)`,
  );
  return { counts, copies };
}

const NO_DRIFT: Drift = { counts: [], copies: [] };

describe('kept work counts', () => {
  it('equal the counts of the lines and orders after every kind of write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        const shop = await createShop(ctx);
        const tailors = [
          (await createEmployee(ctx, shop)).employee_id,
          (await createEmployee(ctx, shop)).employee_id,
        ];
        const placed: string[] = [];
        for (const s of steps) {
          await run({ shop, tailors }, placed, s);
          expect(await workCountsDrift(shop.store_id!), s.kind).toEqual(NO_DRIFT);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('count an order once for a tailor with two of its garments, and move it with its status', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ assigned_to: tailor.employee_id }, { assigned_to: tailor.employee_id }],
    });
    const kept = () =>
      rows(
        ctx.database.db,
        sql`select status, garments, orders from employee_work_counts
            where employee_id = ${tailor.employee_id} and (garments <> 0 or orders <> 0)`,
      );
    expect(await kept()).toEqual([{ status: 'Assigned', garments: 2, orders: 1 }]);

    const moved = await request(shop, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'In Process',
    });
    expect(moved.statusCode).toBe(200);
    expect(await kept()).toEqual([{ status: 'In Process', garments: 2, orders: 1 }]);
  });

  it('are rebuilt by recompute_employee_work_counts after a load that bypassed them', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    await placeOrder(ctx, shop, { products: [{ assigned_to: tailor.employee_id }] });
    await ctx.database.db.execute(
      sql`update employee_work_counts set garments = 9, orders = 4 where store_id = ${shop.store_id}`,
    );
    expect((await workCountsDrift(shop.store_id!)).counts).not.toEqual([]);
    await ctx.database.db.execute(
      sql`select recompute_employee_work_counts(${shop.store_id}::uuid)`,
    );
    expect(await workCountsDrift(shop.store_id!)).toEqual(NO_DRIFT);
  });
});
