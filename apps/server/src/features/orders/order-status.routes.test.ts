import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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

function updateOrder(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update_order',
    headers: bearer(token),
    payload,
  });
}

function collect(token: string, orderId: string, amount: number) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${orderId}`,
    headers: bearer(token),
    payload: { remainingAmount: amount },
  });
}

async function historyOf(orderId: string) {
  return ctx.database.db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.createdAt));
}

/** Refusals decided by the server's own rules rather than the request schema. */
const serverRules: Record<string, object> = {
  'Due date cannot be in the past': { code: 'DUE_DATE_PAST' },
  'Price must be greater than zero': { code: 'PRICE_NOT_ABOVE_ZERO' },
  'Product not found in this order': { code: 'PRODUCT_NOT_IN_ORDER' },
  'Please assign an employee to each product': { code: 'EMPLOYEE_ASSIGNMENT_INVALID' },
};

/** Refusals by a shared rule of the request schema: its code and the field it refused. */
const schemaRules: Record<string, object> = {
  'Payment type must be cash, UPI or card': {
    params: { rule: 'ORDER_PAYMENT_TYPE_INVALID', field: 'order.paymentType' },
  },
};

describe('POST /api/update_order_status', () => {
  it('sets a status, records who changed it and tells the creator and shopkeeper (not the caller)', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, { token: tailor.token, store_id: shop.store_id });

    const byTailor = await setStatus(tailor.token, { order_id: order._id, status: 'in process' });
    expect(byTailor.statusCode).toBe(200);
    expect(byTailor.json<Order>()).toMatchObject({
      _id: order._id,
      status: 'In Process',
      order: { status: 'In Process' },
    });

    const byOwner = await setStatus(shop.token, {
      order_id: order._id,
      status: 'Delayed',
      delay_note: ' Fabric arrives Monday ',
    });
    expect(byOwner.json<Order>()).toMatchObject({
      status: 'Delayed',
      delay_note: 'Fabric arrives Monday',
    });

    const events = await historyOf(order._id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.note, e.changedBy])).toEqual([
      [null, 'Pending', null, tailor.user_id],
      ['Pending', 'In Process', null, tailor.user_id],
      ['In Process', 'Delayed', 'Fabric arrives Monday', shop.user_id],
    ]);

    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order._id));
    expect(notes.map((n) => [n.userId, n.type, n.data, n.priority])).toEqual(
      expect.arrayContaining([
        [
          shop.user_id,
          'order_status_changed',
          { orderNumber: order.order_number, status: 'In Process' },
          'normal',
        ],
        [
          tailor.user_id,
          'order_status_changed',
          { orderNumber: order.order_number, status: 'Delayed' },
          'high',
        ],
      ]),
    );
    expect(notes).toHaveLength(2);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(
      detail.json().status_history.map((e: { to: string; by_name: string }) => [e.to, e.by_name]),
    ).toEqual([
      ['Pending', tailor.name],
      ['In Process', tailor.name],
      ['Delayed', 'Ramesh Kumar'],
    ]);
  });

  it('clears the delay reason when the order moves on, and treats the same status as a no-op', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    await setStatus(shop.token, {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'Tailor on leave',
    });
    const completed = await setStatus(shop.token, {
      order_id: order._id,
      status: 'Completed',
      delay_note: 'ignored',
    });
    expect(completed.json()).toMatchObject({ status: 'Completed', delay_note: null });
    const again = await setStatus(shop.token, { order_id: order._id, status: 'completed' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(completed.json());
    expect(await historyOf(order._id)).toHaveLength(3);
  });

  it.each([
    [
      { status: 'Completed' },
      'Invalid order data - Order ID not found',
      'ORDER_ID_MISSING',
      'order_id',
    ],
    [{ order_id: 'x' }, 'Please select a status', 'ORDER_STATUS_REQUIRED', 'status'],
    [
      { order_id: 'x', status: 'Pending' },
      'Invalid status selected',
      'ORDER_STATUS_INVALID',
      'status',
    ],
    [
      { order_id: 'x', status: 'Cancelled' },
      'Invalid status selected',
      'ORDER_STATUS_INVALID',
      'status',
    ],
    [
      { order_id: 'x', status: 'Delayed' },
      'Please enter a delay reason for delayed status',
      'ORDER_DELAY_REASON_REQUIRED',
      'delay_note',
    ],
    [
      { order_id: 'x', status: 'Delayed', delay_note: '   ' },
      'Please enter a delay reason for delayed status',
      'ORDER_DELAY_REASON_REQUIRED',
      'delay_note',
    ],
    [
      { order_id: 'x', status: 'Delayed', delay_note: 'x'.repeat(1001) },
      'Delay reason must be at most 1000 characters',
      'ORDER_DELAY_REASON_LENGTH',
      'delay_note',
      { max: 1000 },
    ],
  ])('refuses %j with 400: %s', async (payload, message, rule, field, values?: object) => {
    const shop = await createShop(ctx);
    const response = await setStatus(shop.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      params: { rule, field, ...values },
    });
  });

  it("answers 404 for an unknown order or another shop's", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, other);
    for (const id of [order._id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await setStatus(shop.token, { order_id: id, status: 'Completed' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('Pending');
  });

  it('lets only the shopkeeper mark an order Delivered (403 for employees)', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, { order: { advancePayment: 1000 } });
    const response = await setStatus(tailor.token, { order_id: order._id, status: 'Delivered' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Only the shopkeeper can mark an order as Delivered',
      code: 'DELIVERED_SHOPKEEPER_ONLY',
    });
    expect(
      (await setStatus(shop.token, { order_id: order._id, status: 'Delivered' })).json().status,
    ).toBe('Delivered');
  });

  it('refuses Delivered while a balance is owed (409), then allows it once collected', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1500 }],
      order: { advancePayment: 500 },
    });
    const refused = await setStatus(shop.token, { order_id: order._id, status: 'Delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Collect the remaining payment before marking the order as Delivered',
      code: 'BALANCE_DUE_BEFORE_DELIVERED',
    });
    expect((await collect(shop.token, order._id, 1000)).statusCode).toBe(200);
    const delivered = await setStatus(shop.token, { order_id: order._id, status: 'Delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().order).toMatchObject({
      status: 'Delivered',
      remainingAmount: 0,
      advancePayment: 500,
      paidAmount: 1500,
    });
  });

  it('refuses Delivered for an alteration order whose final total is not set (409)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { orderType: 'alteration', totalAmount: 0, advancePayment: 100 },
      products: [{ name: 'Sleeve shortening', price: 0 }],
    });
    const refused = await setStatus(shop.token, { order_id: order._id, status: 'Delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Set the final payment of this alteration order before marking it as Delivered',
      code: 'FINAL_PAYMENT_BEFORE_DELIVERED',
    });
  });

  it('needs a token (401)', async () => {
    const payload = { order_id: '00000000-0000-4000-8000-000000000000', status: 'Completed' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/update_order_status', payload }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/update_order', () => {
  it('changes due date, payment type and product lines; the total follows the prices', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1000 }, { price: 500, assigned_to: tailor.employee_id }],
    });
    expect(order.status).toBe('Pending');
    const [first, second] = order.order.products;
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        dueDate: addDays(today(ctx), 20),
        paymentType: 'Card',
        products: [
          {
            _id: first!._id,
            price: 1200.75,
            measurements: { Chest: '40' },
            note: 'Slim fit',
            assigned_to: tailor.employee_id,
          },
          { _id: second!._id, note: null },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Order>();
    expect(updated.status).toBe('Assigned');
    expect(updated.order).toMatchObject({
      dueDate: addDays(today(ctx), 20),
      paymentType: 'card',
      totalAmount: 1700.75,
      remainingAmount: 1700.75,
    });
    expect(updated.order.products[0]).toMatchObject({
      price: 1200.75,
      measurements: { Chest: '40' },
      note: 'Slim fit',
      assigned_to: { _id: tailor.employee_id, name: tailor.name },
    });
    expect(updated.order.products[1]).toMatchObject({ price: 500, note: null });
    const events = await historyOf(order._id);
    expect(events.at(-1)).toMatchObject({ fromStatus: 'Pending', toStatus: 'Assigned' });
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order._id));
    expect(notes.filter((n) => n.type === 'product_assigned')).toHaveLength(2);
  });

  it('freezes the lines, prices and total of a Delivered, fully paid order (409)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 1000 }, { price: 500 }] });
    expect((await collect(shop.token, order._id, 1500)).statusCode).toBe(200);
    expect(
      (await setStatus(shop.token, { order_id: order._id, status: 'Delivered' })).statusCode,
    ).toBe(200);
    const [first, second] = order.order.products;
    for (const products of [
      [{ _id: first!._id, price: 2000 }],
      [{ _id: second!._id, price: 400 }],
      [{ _id: first!._id, measurements: { Chest: '44' } }],
      [{ _id: second!._id, note: 'Redo' }],
    ]) {
      const response = await updateOrder(shop.token, { order_id: order._id, order: { products } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Order is Delivered: its products and prices can no longer be changed',
        code: 'ORDER_DELIVERED_LOCKED',
      });
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ totalPaise: 150000, status: 'Delivered' });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(seen.json().order.products.map((p: { price: number }) => p.price)).toEqual([1000, 500]);
    expect(seen.json().order.products[0].measurements).toEqual(first!.measurements);
  });

  it('freezes the lines and prices of a Cancelled order (409)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 1000 }] });
    await ctx.database.db
      .update(orders)
      .set({ status: 'Cancelled' })
      .where(eq(orders.id, order._id));
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: { products: [{ _id: order.order.products[0]!._id, price: 10 }] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Order is Cancelled: its products and prices can no longer be changed',
      code: 'ORDER_CANCELLED_LOCKED',
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.totalPaise).toBe(100000);
  });

  it('refuses a total below what was already paid', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1000 }],
      order: { advancePayment: 800 },
    });
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: { products: [{ _id: order.order.products[0]!._id, price: 799.99 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Total amount cannot be less than the amount already paid (₹800)',
      code: 'TOTAL_BELOW_PAID',
      params: { paid: 800 },
    });
  });

  it.each([
    [
      'a past due date',
      () => ({ dueDate: addDays(today(ctx), -1) }),
      'Due date cannot be in the past',
    ],
    [
      'a price of 0 on a new order',
      (o: Order) => ({ products: [{ _id: o.order.products[0]!._id, price: 0 }] }),
      'Price must be greater than zero',
    ],
    [
      'a product of another order',
      () => ({ products: [{ _id: '00000000-0000-4000-8000-000000000000', note: 'x' }] }),
      'Product not found in this order',
    ],
    [
      'an assignee who is not an employee',
      (o: Order) => ({
        products: [
          { _id: o.order.products[0]!._id, assigned_to: '00000000-0000-4000-8000-000000000000' },
        ],
      }),
      'Please assign an employee to each product',
    ],
    [
      'an unknown payment type',
      () => ({ paymentType: 'cheque' }),
      'Payment type must be cash, UPI or card',
    ],
  ])('refuses %s', async (_name, changes, message) => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const response = await updateOrder(shop.token, { order_id: order._id, order: changes(order) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      ...serverRules[message],
      ...schemaRules[message],
    });
  });

  it("is the shopkeeper's (403 for employees) and store-scoped (404)", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const tailor = await createEmployee(ctx, shop);
    expect(
      (await updateOrder(tailor.token, { order_id: order._id, order: { paymentType: 'upi' } }))
        .statusCode,
    ).toBe(403);
    const other = await createShop(ctx);
    expect(
      (await updateOrder(other.token, { order_id: order._id, order: { paymentType: 'upi' } }))
        .statusCode,
    ).toBe(404);
    expect((await updateOrder(shop.token, { order: {} })).json()).toEqual({
      error: 'Invalid order data - Order ID not found',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_ID_MISSING', field: 'order_id' },
    });
  });
});
