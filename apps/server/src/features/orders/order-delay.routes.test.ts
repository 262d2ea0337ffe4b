import { addDays } from '@tailor/shared/dates';
import type { Order, OrderDetail, OrderList } from '@tailor/shared/orders';
import type { SharedCustomerOrders, SharedOrder } from '@tailor/shared/sharing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { placeOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * Delayed asks for the new expected date (issue 11, point 8): optional, never before the shop's
 * today, kept while the order is Delayed and cleared when it moves on; the customer sees the reason
 * and the date on the tracking page and on their orders page.
 */

let ctx: TestContext;
// 20:00 UTC on 10 March is already 01:30 on 11 March in India: the shop's today is the 11th.
const TODAY = '2026-03-11';
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-10T20:00:00Z');
});
afterAll(() => ctx.close());

function setStatus(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update_order_status',
    headers: bearer(token),
    payload,
  });
}

async function shared(order: Order): Promise<SharedOrder> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/shared_order/${order.share_token}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SharedOrder>();
}

async function customerPage(order: Order): Promise<SharedCustomerOrders> {
  const [row] = await ctx.database.db
    .select({ token: customers.shareToken })
    .from(customers)
    .where(eq(customers.id, order.customer_id));
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/shared_customer_orders/${row!.token}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SharedCustomerOrders>();
}

describe('POST /api/update_order_status: the delay’s new expected date', () => {
  it('stores the date with the reason and answers it on the order, its details and the list', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const response = await setStatus(shop.token, {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'The silk comes on Friday',
      expected_date: addDays(TODAY, 4),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'Delayed',
      delay_note: 'The silk comes on Friday',
      expected_date: '2026-03-15',
    });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(detail.json<OrderDetail>().expected_date).toBe('2026-03-15');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_orders?status=Delayed',
      headers: bearer(shop.token),
    });
    expect(list.json<OrderList>().orders.map((o) => o.expected_date)).toEqual(['2026-03-15']);
  });

  it("accepts the shop's today (India time) and no date at all", async () => {
    const shop = await createShop(ctx);
    const first = await placeOrder(ctx, shop);
    const second = await placeOrder(ctx, shop);
    const today = await setStatus(shop.token, {
      order_id: first._id,
      status: 'Delayed',
      delay_note: 'Tailor unwell',
      expected_date: TODAY,
    });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json<Order>().expected_date).toBe(TODAY);
    for (const expected_date of [undefined, null, '']) {
      const none = await setStatus(shop.token, {
        order_id: second._id,
        status: 'Delayed',
        delay_note: 'Tailor unwell',
        expected_date,
      });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json<Order>().expected_date).toBeNull();
    }
  });

  it('refuses a date before the shop’s today, even when it is still that day in UTC, and changes nothing', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const response = await setStatus(shop.token, {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'Late fabric',
      expected_date: '2026-03-10',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'The new expected date cannot be in the past' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'Pending', delayNote: null, expectedDate: null });
  });

  it('refuses a malformed date and a date with any status but Delayed (400)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const malformed = await setStatus(shop.token, {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'Late fabric',
      expected_date: '15/03/2026',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/date/i);
    const notDelayed = await setStatus(shop.token, {
      order_id: order._id,
      status: 'Completed',
      expected_date: addDays(TODAY, 2),
    });
    expect(notDelayed.statusCode).toBe(400);
    expect(notDelayed.json()).toMatchObject({
      error: 'A new expected date can only be given with the Delayed status',
    });
  });

  it('changes the date of an order already Delayed, and clears reason and date when it moves on', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Blouse', assigned_to: tailor.employee_id }],
    });
    const delay = { order_id: order._id, status: 'Delayed', delay_note: 'Late fabric' };
    await setStatus(tailor.token, { ...delay, expected_date: addDays(TODAY, 2) });
    const moved = await setStatus(tailor.token, { ...delay, expected_date: addDays(TODAY, 5) });
    expect(moved.json<Order>().expected_date).toBe('2026-03-16');

    const onward = await setStatus(tailor.token, { order_id: order._id, status: 'In Process' });
    expect(onward.json<Order>()).toMatchObject({ delay_note: null, expected_date: null });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ delayNote: null, expectedDate: null });
  });
});

describe('The customer’s pages show the delay', () => {
  it('tracking page and orders page: the reason and the new date while Delayed, nothing after', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ name: 'Lehenga' }] });
    expect((await shared(order)).order).toMatchObject({ delay_note: null, expected_date: null });

    await setStatus(shop.token, {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'Embroidery needs two more days',
      expected_date: addDays(TODAY, 3),
    });
    expect((await shared(order)).order).toMatchObject({
      status: 'Delayed',
      delay_note: 'Embroidery needs two more days',
      expected_date: '2026-03-14',
    });
    expect((await customerPage(order)).orders[0]).toMatchObject({
      status: 'Delayed',
      delay_note: 'Embroidery needs two more days',
      expected_date: '2026-03-14',
    });

    await setStatus(shop.token, { order_id: order._id, status: 'Completed' });
    expect((await shared(order)).order).toMatchObject({
      status: 'Completed',
      delay_note: null,
      expected_date: null,
    });
    expect((await customerPage(order)).orders[0]).toMatchObject({
      delay_note: null,
      expected_date: null,
    });
  });

  it('never shows a reason kept on an order that is no longer Delayed', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    // A row from before reasons were cleared on leaving Delayed.
    await ctx.database.db
      .update(orders)
      .set({ status: 'In Process', delayNote: 'Old internal remark', expectedDate: '2026-04-30' })
      .where(eq(orders.id, order._id));
    const body = JSON.stringify(await shared(order)) + JSON.stringify(await customerPage(order));
    expect(body).not.toContain('Old internal remark');
    expect(body).not.toContain('2026-04-30');
  });
});
