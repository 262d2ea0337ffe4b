import type { Order } from '@tailor/shared/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { orders } from '../../db/schema/orders';
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

function collect(token: string, orderId: string, payload: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${orderId}`,
    headers: bearer(token),
    payload,
  });
}

function setFinalTotal(token: string, orderId: string, payload: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/update_alteration_payment/${orderId}`,
    headers: bearer(token),
    payload,
  });
}

async function ledgerOf(orderId: string) {
  return ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));
}

/** Refusals decided by the server's own rules rather than the request schema. */
const serverRules: Record<string, object> = {
  'Amount cannot exceed remaining amount (₹1,500)': {
    code: 'PAYMENT_ABOVE_BALANCE',
    params: { remaining: 1500 },
  },
  'Total amount cannot be less than advance payment (₹150)': {
    code: 'TOTAL_BELOW_ADVANCE',
    params: { advance: 150 },
  },
};

/** The payment schemas' refusal of an amount that is not a number above 0: its rule and field. */
const collectRule = { params: { rule: 'ORDER_PAYMENT_INVALID', field: 'remainingAmount' } };
const finalRule = { params: { rule: 'ORDER_TOTAL_INVALID', field: 'totalAmount' } };

describe('PUT /api/update_remaining_payment/{orderId}', () => {
  it('records part payments in the ledger; paidAmount and remainingAmount follow it to the paisa, the advance stays', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 499.99 }, { price: 1200.5 }, { price: 0.01 }],
      order: { advancePayment: 200.1, paymentType: 'cash' },
    });
    const first = await collect(shop.token, order._id, {
      remainingAmount: 1000.2,
      paymentType: 'UPI',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Order>().order).toMatchObject({
      totalAmount: 1700.5,
      advancePayment: 200.1,
      paidAmount: 1200.3,
      remainingAmount: 500.2,
    });
    const second = await collect(shop.token, order._id, { remainingAmount: 500.2 });
    expect(second.json<Order>().order).toMatchObject({
      advancePayment: 200.1,
      paidAmount: 1700.5,
      remainingAmount: 0,
    });

    const ledger = await ledgerOf(order._id);
    expect(ledger.map((p) => [p.kind, p.amountPaise, p.method])).toEqual([
      ['advance', 20010, 'cash'],
      ['balance', 100020, 'upi'],
      ['balance', 50020, 'cash'],
    ]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(
      detail.json().payments.map((p: { amount: number; kind: string }) => [p.kind, p.amount]),
    ).toEqual([
      ['advance', 200.1],
      ['balance', 1000.2],
      ['balance', 500.2],
    ]);
  });

  it.each([
    [{ remainingAmount: 0 }, 'Please enter a valid amount', collectRule],
    [{ remainingAmount: -10 }, 'Please enter a valid amount', collectRule],
    [{ remainingAmount: 'ten' }, 'Please enter a valid amount', collectRule],
    [{}, 'Please enter a valid amount', collectRule],
    [
      { remainingAmount: 10.005 },
      'Amount can have at most 2 decimal places',
      { params: { rule: 'AMOUNT_DECIMALS', field: 'remainingAmount' } },
    ],
    [{ remainingAmount: 1500.01 }, 'Amount cannot exceed remaining amount (₹1,500)'],
    [
      { remainingAmount: 100, paymentType: 'cheque' },
      'Payment type must be cash, UPI or card',
      { params: { rule: 'ORDER_PAYMENT_TYPE_INVALID', field: 'paymentType' } },
    ],
  ])('refuses %j with 400', async (payload, message, rule?: object) => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 2000 }],
      order: { advancePayment: 500 },
    });
    const response = await collect(shop.token, order._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      ...serverRules[message],
      ...rule,
    });
    expect(await ledgerOf(order._id)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous collections through when together they exceed the balance', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1000 }],
      order: { advancePayment: 200 },
    });
    const responses = await Promise.all([
      collect(shop.token, order._id, { remainingAmount: 500 }),
      collect(shop.token, order._id, { remainingAmount: 600 }),
    ]);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = responses.find((r) => r.statusCode === 400)!;
    expect(refused.json().error).toMatch(/^Amount cannot exceed remaining amount \(₹(200|300)\)$/);
    const paid = (await ledgerOf(order._id)).reduce((sum, p) => sum + p.amountPaise, 0);
    expect(paid).toBeLessThanOrEqual(100000);
  });

  it('tells the shopkeeper when an employee collects a payment', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 900, assigned_to: tailor.employee_id }],
    });
    expect((await collect(tailor.token, order._id, { remainingAmount: 400 })).statusCode).toBe(200);
    expect((await collect(shop.token, order._id, { remainingAmount: 100 })).statusCode).toBe(200);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order._id));
    expect(
      notes.filter((n) => n.type !== 'product_assigned').map((n) => [n.userId, n.type, n.data]),
    ).toEqual([
      [shop.user_id, 'payment_received', { orderNumber: order.order_number, amount: 400 }],
    ]);
    const ledger = await ledgerOf(order._id);
    expect(ledger[0]!.recordedBy).toBe(tailor.user_id);
  });

  it("answers 404 for another shop's order, for an order outside an employee's work, and 401 without a token", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    expect((await collect(other.token, order._id, { remainingAmount: 10 })).statusCode).toBe(404);
    const tailor = await createEmployee(ctx, shop);
    const outside = await collect(tailor.token, order._id, { remainingAmount: 10 });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect(await ledgerOf(order._id)).toEqual([]);
    expect((await collect(shop.token, 'nope', { remainingAmount: 10 })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_remaining_payment/${order._id}`,
      payload: { remainingAmount: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ledgerOf(order._id)).toHaveLength(0);
  });

  it('asks for the final total of an alteration order before collecting (409)', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { orderType: 'alteration', totalAmount: 0 },
      products: [{ price: 0 }],
    });
    const response = await collect(shop.token, order._id, { remainingAmount: 50 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Set the final payment of this alteration order before collecting a payment',
      code: 'FINAL_PAYMENT_BEFORE_COLLECT',
    });
  });
});

describe('PUT /api/update_alteration_payment/{orderId}', () => {
  async function alteration(shop: Awaited<ReturnType<typeof createShop>>, advance = 150) {
    return placeOrder(ctx, shop, {
      order: { orderType: 'alteration', totalAmount: 0, advancePayment: advance },
      products: [{ name: 'Waist tightening', price: 0 }],
    });
  }

  it('sets the final total; the balance is then collected and the order can be Delivered', async () => {
    const shop = await createShop(ctx);
    const order = await alteration(shop);
    const response = await setFinalTotal(shop.token, order._id, { totalAmount: 350.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().order).toMatchObject({
      totalAmount: 350.5,
      advancePayment: 150,
      remainingAmount: 200.5,
    });
    expect(
      (await collect(shop.token, order._id, { remainingAmount: 200.5 })).json().order
        .remainingAmount,
    ).toBe(0);
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: order._id, status: 'Delivered' },
    });
    expect(delivered.json().status).toBe('Delivered');

    // Settled: the final total stays as the customer paid it.
    const after = await setFinalTotal(shop.token, order._id, { totalAmount: 500 });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({
      error: 'Order is Delivered: its products and prices can no longer be changed',
      code: 'ORDER_DELIVERED_LOCKED',
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.totalPaise).toBe(35050);
  });

  it.each([
    [{ totalAmount: 0 }, 'Please enter a valid total amount', finalRule],
    [{ totalAmount: -1 }, 'Please enter a valid total amount', finalRule],
    [{}, 'Please enter a valid total amount', finalRule],
    [{ totalAmount: 149.99 }, 'Total amount cannot be less than advance payment (₹150)'],
  ])('refuses %j with 400', async (payload, message, rule?: object) => {
    const shop = await createShop(ctx);
    const order = await alteration(shop);
    const response = await setFinalTotal(shop.token, order._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      ...serverRules[message],
      ...rule,
    });
  });

  it('refuses a new order (400), employees (403) and other shops (404)', async () => {
    const shop = await createShop(ctx);
    const newOrder = await placeOrder(ctx, shop);
    const notAlteration = await setFinalTotal(shop.token, newOrder._id, { totalAmount: 500 });
    expect(notAlteration.statusCode).toBe(400);
    expect(notAlteration.json()).toEqual({
      error: 'Only an alteration order has a final payment to set',
      code: 'NOT_ALTERATION_ORDER',
    });
    const order = await alteration(shop);
    const tailor = await createEmployee(ctx, shop);
    expect((await setFinalTotal(tailor.token, order._id, { totalAmount: 500 })).statusCode).toBe(
      403,
    );
    const other = await createShop(ctx);
    expect((await setFinalTotal(other.token, order._id, { totalAmount: 500 })).statusCode).toBe(
      404,
    );
  });
});
