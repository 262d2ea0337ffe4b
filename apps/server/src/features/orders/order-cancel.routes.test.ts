import type { DashboardData } from '@tailor/shared/analytics';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { payments } from '../../db/schema/payments';
import { placeOrder } from '../../../test/order-fixtures';
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

function cancelOrder(token: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/cancel_order',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

async function detail(token: string, orderId: string): Promise<OrderDetail> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<OrderDetail>();
}

async function tracking(order: Order) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/shared_order/${order.share_token}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ order: Record<string, unknown> }>().order;
}

async function earnings(token: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/get_dashboard_data',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardData>().earnings;
}

async function ledgerOf(orderId: string) {
  return ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

describe('POST /api/cancel_order', () => {
  it('refunds the money received: a refund row, paid net of it everywhere, the order kept as Cancelled', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1000 }],
      order: { advancePayment: 300, paymentType: 'cash' },
    });
    const before = await earnings(shop.token);
    expect(before).toMatchObject({ total_paid: 300, total_remaining: 700 });

    const response = await cancelOrder(shop.token, {
      order_id: order._id,
      reason: ' Customer changed their mind ',
      paid_money: 'refund',
      method: 'UPI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({ status: 'Cancelled' });

    const seen = await detail(shop.token, order._id);
    expect(seen.order).toMatchObject({
      status: 'Cancelled',
      totalAmount: 1000,
      advancePayment: 300,
      paidAmount: 0,
      remainingAmount: 0,
    });
    expect(seen.order.products).toHaveLength(1);
    expect(seen.payments.map((p) => [p.kind, p.amount, p.method])).toEqual([
      ['advance', 300, 'cash'],
      ['refund', -300, 'upi'],
    ]);
    expect(seen.cancellation).toEqual({
      reason: 'Customer changed their mind',
      paid_money: 'refund',
      amount: 300,
    });
    expect(seen.status_history.at(-1)).toMatchObject({
      from: 'Pending',
      to: 'Cancelled',
      note: 'Customer changed their mind',
      changes: [{ field: 'paidMoney', product: null, name: null, from: '300', to: 'refund' }],
    });

    expect(await tracking(order)).toMatchObject({
      status: 'Cancelled',
      advancePayment: 300,
      paidAmount: 0,
      remainingAmount: 0,
    });
    // The refund went out again: nothing of this order is received, owed or revenue.
    expect(await earnings(shop.token)).toMatchObject({
      overall_income: 0,
      total_advance: 0,
      total_paid: 0,
      total_remaining: 0,
    });
  });

  it('keeps the money received when the shop decides so: recorded in the history, still paid', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1000 }],
      order: { advancePayment: 300 },
    });
    const response = await cancelOrder(shop.token, { order_id: order._id, paid_money: 'keep' });
    expect(response.statusCode).toBe(200);
    const seen = await detail(shop.token, order._id);
    expect(seen.order).toMatchObject({ advancePayment: 300, paidAmount: 300, remainingAmount: 0 });
    expect(seen.payments.map((p) => p.kind)).toEqual(['advance']);
    expect(seen.cancellation).toEqual({ reason: null, paid_money: 'keep', amount: 300 });
    expect(seen.status_history.at(-1)!.changes).toEqual([
      { field: 'paidMoney', product: null, name: null, from: '300', to: 'keep' },
    ]);
    expect(await tracking(order)).toMatchObject({ paidAmount: 300, remainingAmount: 0 });
    expect(await earnings(shop.token)).toMatchObject({
      overall_income: 0,
      total_paid: 300,
      total_remaining: 0,
    });
  });

  it('asks what to do with money received (400, nothing changes); an unpaid order needs no choice', async () => {
    const shop = await createShop(ctx);
    const paid = await placeOrder(ctx, shop, { order: { advancePayment: 100 } });
    const refused = await cancelOrder(shop.token, { order_id: paid._id, reason: 'No' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Choose whether to refund or keep the money received',
      code: 'PAID_MONEY_CHOICE_REQUIRED',
    });
    expect((await detail(shop.token, paid._id)).status).toBe('Pending');

    const wrong = await cancelOrder(shop.token, { order_id: paid._id, paid_money: 'donate' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: "Paid money must be 'refund' or 'keep'",
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_PAID_MONEY_INVALID', field: 'paid_money' },
    });

    const long = await cancelOrder(shop.token, {
      order_id: paid._id,
      paid_money: 'keep',
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'Reason must be at most 1000 characters',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_CANCEL_REASON_LENGTH', field: 'reason', max: 1000 },
    });

    const unpaid = await placeOrder(ctx, shop);
    const response = await cancelOrder(shop.token, { order_id: unpaid._id });
    expect(response.statusCode).toBe(200);
    expect((await detail(shop.token, unpaid._id)).cancellation).toEqual({
      reason: null,
      paid_money: null,
      amount: 0,
    });
  });

  it('refunds once for a retried request with the same Idempotency-Key, and a second cancel changes nothing', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { order: { advancePayment: 250 } });
    const body = { order_id: order._id, paid_money: 'refund' };
    const key = { 'Idempotency-Key': 'cancel-refund-once-1' };
    const first = await cancelOrder(shop.token, body, key);
    const retry = await cancelOrder(shop.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const again = await cancelOrder(shop.token, body, { 'Idempotency-Key': 'cancel-refund-2' });
    expect(again.statusCode).toBe(200);

    const ledger = await ledgerOf(order._id);
    expect(ledger.filter((row) => row.kind === 'refund').map((row) => row.amountPaise)).toEqual([
      -25000,
    ]);
    const cancels = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, order._id), eq(orderStatusEvents.toStatus, 'Cancelled')),
      );
    expect(cancels).toHaveLength(1);
    expect((await detail(shop.token, order._id)).order.paidAmount).toBe(0);
  });

  it('keeps a cancelled order over: its status can no longer be changed (409)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { order: { advancePayment: 0 } });
    expect((await cancelOrder(shop.token, { order_id: order._id })).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: order._id, status: 'In Process' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This order was cancelled: its status can no longer be changed',
      code: 'ORDER_CANCELLED',
    });
    expect((await detail(shop.token, order._id)).status).toBe('Cancelled');
  });

  it('is refused for a Delivered order (409)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 400 }],
      order: { advancePayment: 400 },
    });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: order._id, status: 'Delivered' },
    });
    expect(delivered.statusCode).toBe(200);
    const response = await cancelOrder(shop.token, { order_id: order._id, paid_money: 'refund' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'A Delivered order cannot be cancelled',
      code: 'DELIVERED_NOT_CANCELLABLE',
    });
    expect(await ledgerOf(order._id)).toHaveLength(1);
  });

  it("is the shopkeeper's: 403 for an employee, even on their own order; 404 for another shop", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ assigned_to: tailor.employee_id }],
    });
    const byTailor = await cancelOrder(tailor.token, { order_id: order._id });
    expect(byTailor.statusCode).toBe(403);
    expect(byTailor.json()).toEqual({
      error: 'Only the shopkeeper can cancel an order',
      code: 'CANCEL_SHOPKEEPER_ONLY',
    });
    const other = await createShop(ctx);
    const byOther = await cancelOrder(other.token, { order_id: order._id });
    expect(byOther.statusCode).toBe(404);
    expect((await detail(shop.token, order._id)).status).toBe('Assigned');
  });

  it('tells the assignees and the employee who created the order, not the shopkeeper who cancelled', async () => {
    const shop = await createShop(ctx);
    const creator = await createEmployee(ctx, shop);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(
      ctx,
      { token: creator.token, store_id: shop.store_id },
      { products: [{ assigned_to: tailor.employee_id }] },
    );
    expect((await cancelOrder(shop.token, { order_id: order._id })).statusCode).toBe(200);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.orderId, order._id), eq(notifications.type, 'order_status_changed')),
      );
    expect(notes.map((n) => n.userId).sort()).toEqual([creator.user_id, tailor.user_id].sort());
    expect(notes[0]!.data).toMatchObject({ status: 'Cancelled' });
  });
});
