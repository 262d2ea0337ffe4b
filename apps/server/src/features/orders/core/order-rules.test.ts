import { addDays } from '@tailor/shared/dates';
import { isDue, ORDER_STATUSES } from '@tailor/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema/customers';
import { orders } from '../../../db/schema/orders';
import { randomToken } from '../../../lib/random-token';
import { createShop, createTestContext, type TestContext } from '../../../../test/test-app';
import { dueOrderCondition } from './order-rules';

/*
 * The Due lists (the order list, the employee's lists and dashboard, the shop dashboard) filter in
 * SQL with dueOrderCondition; the shared isDue is the definition. Both run here on the
 * same rows: every status, due dates on both edges of the 7-day window and overdue.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('dueOrderCondition', () => {
  it('keeps exactly the orders that shared isDue calls Due', async () => {
    const db = ctx.database.db;
    const shop = await createShop(ctx);
    const storeId = shop.store_id!;
    const [customer] = await db
      .insert(customers)
      .values({
        storeId,
        name: 'Meena',
        gender: 'female',
        mobileNo: '9876500001',
        address: 'Lane 1',
        shareToken: randomToken(),
      })
      .returning({ id: customers.id });

    const today = '2031-05-10';
    const offsets = [-400, -30, -1, 0, 1, 5, 6, 7, 8, 30];
    const rows = ORDER_STATUSES.flatMap((status) =>
      offsets.map((offset) => ({ status, dueDate: addDays(today, offset) })),
    );
    const inserted = await db
      .insert(orders)
      .values(
        rows.map((row, index) => ({
          storeId,
          orderNumber: 1000 + index,
          customerId: customer!.id,
          orderType: 'new',
          status: row.status,
          totalPaise: 10000,
          paymentType: 'cash',
          orderDate: addDays(today, -500),
          dueDate: row.dueDate,
          shareToken: randomToken(),
        })),
      )
      .returning({ id: orders.id, status: orders.status, dueDate: orders.dueDate });

    const selected = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), dueOrderCondition(today)));
    const expected = inserted.filter((row) => isDue(row, today)).map((row) => row.id);

    expect(selected.map((row) => row.id).sort()).toEqual([...expected].sort());
    // The comparison means something: both open and closed orders, in and out of the window.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(inserted.length);
    const dueOf = (status: string) =>
      inserted.filter((r) => r.status === status && expected.includes(r.id)).map((r) => r.dueDate);
    expect(dueOf('Pending')).toEqual(
      [-400, -30, -1, 0, 1, 5, 6].map((offset) => addDays(today, offset)),
    );
    expect(dueOf('Delivered')).toEqual([]);
    expect(dueOf('Cancelled')).toEqual([]);
  });
});
