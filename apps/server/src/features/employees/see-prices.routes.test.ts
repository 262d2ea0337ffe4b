import type { EmployeeDashboard, EmployeeOrderList } from '@tailor/shared/employee-area';
import type { Order } from '@tailor/shared/orders';
import type { MemberOrder, MemberOrderDetail } from '@tailor/shared/price-visibility';
import type { PositionPermissions, Settings } from '@tailor/shared/settings-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, postOrder } from '../../../test/order-fixtures';
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

/* Amounts no other figure of these orders can spell, so a leak is found by searching the body. */
const PRICE = 4321.75;
const NEW_PRICE = 4500.4;
const ADVANCE = 777.25;
const COLLECTED = 333.5;
const TOTAL = 8822.15;
const PAID = 1110.75;
const REMAINING = 7711.4;
const MONEY_TEXTS = [
  '4321.75',
  '4500.4',
  '8643.5',
  '8822.15',
  '777.25',
  '333.5',
  '1110.75',
  '7711.4',
];

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

function putSettings(token: string, payload: object) {
  return ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
}

const allowAll = (): PositionPermissions => ({
  manager: { collect_payments: true, see_prices: true },
  tailor: { collect_payments: true, see_prices: true },
  assistant: { collect_payments: true, see_prices: true },
  other: { collect_payments: true, see_prices: true },
});

/**
 * A shop whose tailors may not see prices (their collect switch left on), a tailor and a manager,
 * and an order with a line for each: priced, an advance taken, a balance collected and a price
 * changed, so every kind of money figure is in its answers.
 */
async function shopWithHiddenPrices() {
  const shop = await createShop(ctx);
  const tailor = await createEmployee(ctx, shop, { position: 'tailor' });
  const manager = await createEmployee(ctx, shop, { position: 'manager' });
  const saved = await putSettings(shop.token, {
    position_permissions: { ...allowAll(), tailor: { collect_payments: true, see_prices: false } },
  });
  expect(saved.statusCode).toBe(200);
  const order = await placeOrder(ctx, shop, {
    order: { advancePayment: ADVANCE },
    products: [
      { price: PRICE, assigned_to: tailor.employee_id },
      { price: PRICE, assigned_to: manager.employee_id },
    ],
  });
  const edited = await ctx.app.inject({
    method: 'POST',
    url: '/api/update_order',
    headers: bearer(shop.token),
    payload: {
      order_id: order._id,
      order: { products: [{ _id: order.order.products[1]!._id, price: NEW_PRICE }] },
    },
  });
  expect(edited.statusCode).toBe(200);
  const collected = await ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${order._id}`,
    headers: bearer(shop.token),
    payload: { remainingAmount: COLLECTED },
  });
  expect(collected.statusCode).toBe(200);
  return { shop, tailor, manager, order };
}

function expectNoMoney(body: string) {
  for (const text of MONEY_TEXTS) expect(body).not.toContain(text);
}

function expectOrderWithoutMoney(order: MemberOrder) {
  expect(order.order).toMatchObject({
    totalAmount: null,
    advancePayment: null,
    paidAmount: null,
    remainingAmount: null,
  });
  for (const line of order.order.products) expect(line.price).toBeNull();
}

/**
 * Everything that leads a reader to the order's money without naming it: the order's tracking
 * link (its page and the customer's bill behind it show every amount), the customer's history
 * link, the shop's UPI ID (the payment link and QR of the balance) and the amounts themselves.
 */
async function pathsToPrices(shop: { token: string }, order: Order) {
  const upiId = 'pricedshop@okaxis';
  expect((await putSettings(shop.token, { upi_id: upiId })).statusCode).toBe(200);
  const customer = (await get(shop.token, `/api/customers/${order.customer_id}`)).json<{
    share_link: string;
  }>();
  const historyToken = customer.share_link.split('/').pop()!;
  expect(historyToken.length).toBeGreaterThan(8);
  return [
    order.share_token,
    historyToken,
    upiId,
    '/shared_order/',
    '/shared_customer_orders/',
    'generate_customer_billing_pdf',
    'upi://',
    ...MONEY_TEXTS,
  ];
}

function expectNoPathToPrices(url: string, body: string, secrets: string[]) {
  for (const secret of secrets) expect(body, `${url} names ${secret}`).not.toContain(secret);
}

describe('see_prices in the settings', () => {
  it('lets every position see prices until the shop decides, and keeps the choice', async () => {
    const shop = await createShop(ctx);
    const before = (await get(shop.token, '/api/settings')).json<Settings>();
    expect(before.position_permissions).toEqual(allowAll());

    const saved = await putSettings(shop.token, {
      position_permissions: {
        ...allowAll(),
        assistant: { collect_payments: false, see_prices: false },
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get(shop.token, '/api/settings')).json<Settings>();
    expect(after.position_permissions.assistant).toEqual({
      collect_payments: false,
      see_prices: false,
    });
    expect(after.position_permissions.manager).toEqual({
      collect_payments: true,
      see_prices: true,
    });
  });

  it('keeps a position’s see_prices when a client sends only collect_payments', async () => {
    const shop = await createShop(ctx);
    await putSettings(shop.token, {
      position_permissions: { ...allowAll(), other: { collect_payments: true, see_prices: false } },
    });
    const onlyCollect = await putSettings(shop.token, {
      position_permissions: {
        manager: { collect_payments: true },
        tailor: { collect_payments: false },
        assistant: { collect_payments: true },
        other: { collect_payments: true },
      },
    });
    expect(onlyCollect.statusCode).toBe(200);
    const saved = onlyCollect.json<Settings>().position_permissions;
    expect(saved.other).toEqual({ collect_payments: true, see_prices: false });
    expect(saved.tailor).toEqual({ collect_payments: false, see_prices: true });
  });

  it('refuses a see_prices that is not true or false with 400', async () => {
    const shop = await createShop(ctx);
    const response = await putSettings(shop.token, {
      position_permissions: { ...allowAll(), tailor: { collect_payments: true, see_prices: 'no' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('see_prices must be true or false');
  });

  it('tells a member of a position without prices that they may neither see prices nor collect', async () => {
    const { shop, tailor, manager } = await shopWithHiddenPrices();
    expect((await get(tailor.token, '/api/my_permissions')).json()).toEqual({
      collect_payments: false,
      see_prices: false,
    });
    expect((await get(manager.token, '/api/my_permissions')).json()).toEqual({
      collect_payments: true,
      see_prices: true,
    });
    expect((await get(shop.token, '/api/my_permissions')).json()).toEqual({
      collect_payments: true,
      see_prices: true,
    });
  });
});

describe('what staff without prices read', () => {
  it('answers every money figure of GET /orders/{id} and /employee/orders/{id} as null', async () => {
    const { tailor, order } = await shopWithHiddenPrices();
    for (const url of [`/api/orders/${order._id}`, `/api/employee/orders/${order._id}`]) {
      const response = await get(tailor.token, url);
      expect(response.statusCode).toBe(200);
      expectNoMoney(response.body);
      const detail = response.json<MemberOrderDetail>();
      expectOrderWithoutMoney(detail);
      expect(detail.payments.map((p) => [p.kind, p.amount])).toEqual([
        ['advance', null],
        ['balance', null],
      ]);
      const changes = detail.status_history.flatMap((event) => event.changes);
      expect(changes.find((c) => c.field === 'price')).toMatchObject({ from: null, to: null });
      expect(changes.find((c) => c.field === 'total')).toMatchObject({ from: null, to: null });
      // What is not money stays: the garments, who works on them, the history's dates.
      expect(detail.order.products.map((p) => p.product.name)).toEqual(['Kurta 1', 'Kurta 2']);
      expect(detail.customer_name).toBe(order.customer_name);
    }
  });

  it('answers the garment price of GET /employee/products/{id} as null', async () => {
    const { tailor, order } = await shopWithHiddenPrices();
    const line = order.order.products[0]!;
    const response = await get(tailor.token, `/api/employee/products/${line._id}`);
    expect(response.statusCode).toBe(200);
    expectNoMoney(response.body);
    expect(response.json()).toMatchObject({
      _id: line._id,
      price: null,
      measurements: line.measurements,
    });
  });

  it('answers the money of the employee lists and dashboard as null', async () => {
    const { shop, tailor } = await shopWithHiddenPrices();
    const created = await postOrder(
      ctx,
      tailor.token,
      await orderBody(ctx, shop.store_id!, {
        order: { orderType: 'alteration' },
        products: [{ price: 0, assigned_to: tailor.employee_id }],
      }),
    );
    expect(created.statusCode).toBe(201);

    for (const url of ['/api/employee/orders', '/api/employee/orders/created']) {
      const response = await get(tailor.token, url);
      expect(response.statusCode).toBe(200);
      expectNoMoney(response.body);
      const list = response.json<EmployeeOrderList>();
      expect(list.orders.length).toBeGreaterThan(0);
      list.orders.forEach(expectOrderWithoutMoney);
    }
    const dashboard = await get(tailor.token, '/api/employee/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expectNoMoney(dashboard.body);
    const { due_soon, recent_created } = dashboard.json<EmployeeDashboard>();
    expect(recent_created.length).toBe(1);
    [...due_soon, ...recent_created].forEach(expectOrderWithoutMoney);
  });

  it('leaves the money in place for the shopkeeper and for a position allowed to see it', async () => {
    const { shop, manager, order } = await shopWithHiddenPrices();
    await pathsToPrices(shop, order);
    for (const [token, url] of [
      [shop.token, `/api/orders/${order._id}`],
      [manager.token, `/api/orders/${order._id}`],
      [manager.token, `/api/employee/orders/${order._id}`],
    ] as const) {
      const detail = (await get(token, url)).json<MemberOrderDetail>();
      expect(detail.order).toMatchObject({
        totalAmount: TOTAL,
        advancePayment: ADVANCE,
        paidAmount: PAID,
        remainingAmount: REMAINING,
      });
      expect(detail.order.products.map((p) => p.price)).toEqual([PRICE, NEW_PRICE]);
      expect(detail.payments.map((p) => p.amount)).toEqual([ADVANCE, COLLECTED]);
      // With the money, the order's link and the shop's UPI payee.
      expect(detail.share_token).toBe(order.share_token);
      expect(detail.share_link).toBe(order.share_link);
      expect(detail.upi_payee?.upi_id).toBe('pricedshop@okaxis');
    }
    const list = (await get(manager.token, '/api/employee/orders')).json<EmployeeOrderList>();
    expect(list.orders[0]!.order.totalAmount).toBe(TOTAL);
  });

  it('answers an order changed by such staff without money too (POST /update_order_status)', async () => {
    const { tailor, order } = await shopWithHiddenPrices();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(tailor.token),
      payload: { order_id: order._id, status: 'In Process' },
    });
    expect(response.statusCode).toBe(200);
    expectNoMoney(response.body);
    expectOrderWithoutMoney(response.json<MemberOrder>());
  });
});

describe('no route hands staff without prices a path to them', () => {
  it('answers every read such staff may make without a customer link, bill, UPI or amount', async () => {
    const { shop, tailor, order } = await shopWithHiddenPrices();
    const secrets = await pathsToPrices(shop, order);
    const line = order.order.products[0]!;
    const reads = [
      `/api/orders/${order._id}`,
      `/api/employee/orders/${order._id}`,
      '/api/employee/orders',
      '/api/employee/orders/created',
      '/api/employee/dashboard',
      `/api/employee/products/${line._id}`,
      '/api/trials',
      `/api/capacity/orders?date=${order.order.dueDate}`,
      `/api/customers/by-mobile/${order.customer_mobile_no}`,
      `/api/customers/${order.customer_id}/last-measurements`,
      `/api/customers/${order.customer_id}/measurement-history`,
      '/api/notifications',
    ];
    for (const url of reads) {
      const response = await get(tailor.token, url);
      expect(response.statusCode, url).toBe(200);
      expectNoPathToPrices(url, response.body, secrets);
    }
    for (const url of [`/api/orders/${order._id}`, `/api/employee/orders/${order._id}`]) {
      const detail = (await get(tailor.token, url)).json<MemberOrderDetail>();
      expect(detail).toMatchObject({ share_token: null, share_link: null, upi_payee: null });
    }
    // The shop's bills and receipts, the customer's page with its history link, the messages.
    for (const url of [
      `/api/generate_billing_pdf/${order._id}`,
      `/api/generate_receipt_pdf/${order._id}`,
      `/api/customers/${order.customer_id}`,
      `/api/get_customer_orders/${order.customer_id}`,
      `/api/orders/${order._id}/messages`,
    ]) {
      const response = await get(tailor.token, url);
      expect(response.statusCode, url).toBe(403);
      expectNoPathToPrices(url, response.body, secrets);
    }
  });

  it('answers the writes of such staff without the order’s link either', async () => {
    const { shop, tailor, order } = await shopWithHiddenPrices();
    const secrets = await pathsToPrices(shop, order);
    const line = order.order.products[0]!;
    const writes = [
      {
        url: '/api/update_order_status',
        payload: { order_id: order._id, status: 'In Process' },
      },
      {
        url: '/api/update_order',
        payload: { order_id: order._id, order: { products: [{ _id: line._id, note: 'Loose' }] } },
      },
    ];
    for (const { url, payload } of writes) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(tailor.token),
        payload,
      });
      expect(response.statusCode, url).toBe(200);
      expectNoPathToPrices(url, response.body, secrets);
      expect(response.json<MemberOrder>()).toMatchObject({ share_token: null, share_link: null });
    }
    const created = await postOrder(
      ctx,
      tailor.token,
      await orderBody(ctx, shop.store_id!, {
        customer: { mobile_no: order.customer_mobile_no, name: order.customer_name },
        order: { orderType: 'alteration' },
        products: [{ price: 0, assigned_to: tailor.employee_id }],
      }),
    );
    expect(created.statusCode).toBe(201);
    expectNoPathToPrices('/api/create_order', created.body, secrets);
    expect(created.json<MemberOrder>()).toMatchObject({ share_token: null, share_link: null });
  });
});

describe('what staff without prices may not do', () => {
  it('refuses a new order with prices (403) and takes an alteration order priced later', async () => {
    const { shop, tailor } = await shopWithHiddenPrices();
    const priced = await postOrder(ctx, tailor.token, await orderBody(ctx, shop.store_id!));
    expect(priced.statusCode).toBe(403);
    expect(priced.json().error).toBe(
      'Your shop does not allow your position to see or set prices. Ask the shopkeeper to enter them',
    );

    const unpriced = await postOrder(
      ctx,
      tailor.token,
      await orderBody(ctx, shop.store_id!, {
        order: { orderType: 'alteration' },
        products: [{ price: 0, assigned_to: tailor.employee_id }],
      }),
    );
    expect(unpriced.statusCode).toBe(201);
    expectOrderWithoutMoney(unpriced.json<MemberOrder>());
    // The shopkeeper sets the price later and sees it.
    const final = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_alteration_payment/${unpriced.json<Order>()._id}`,
      headers: bearer(shop.token),
      payload: { totalAmount: 250 },
    });
    expect(final.statusCode).toBe(200);
    expect(final.json<Order>().order.totalAmount).toBe(250);
  });

  it('refuses collecting a payment (403) even with the collect switch on: the balance is a price', async () => {
    const { tailor, manager, order } = await shopWithHiddenPrices();
    const collect = (token: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/update_remaining_payment/${order._id}`,
        headers: bearer(token),
        payload: { remainingAmount: 10 },
      });
    const refused = await collect(tailor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Your shop does not allow your position to see prices, so you cannot collect payments',
    );
    expect((await collect(manager.token)).statusCode).toBe(200);
  });

  it('refuses changing a price (403)', async () => {
    const { tailor, order } = await shopWithHiddenPrices();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order',
      headers: bearer(tailor.token),
      payload: {
        order_id: order._id,
        order: { products: [{ _id: order.order.products[0]!._id, price: 10 }] },
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
