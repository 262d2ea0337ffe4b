import type { OrderDetail } from '@tailor/shared/orders';
import type { Settings } from '@tailor/shared/settings-responses';
import type { SharedOrder } from '@tailor/shared/sharing';
import { ruleText } from '@tailor/shared/rule-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-fixtures';
import { readQrCodeOfPdf, readQrCodeOfSvg } from '../../../test/qr-reader';
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

type Shop = Awaited<ReturnType<typeof createShop>>;

function putSettings(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
}

async function sharedOrder(shareToken: string): Promise<SharedOrder> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/shared_order/${shareToken}` });
  expect(response.statusCode).toBe(200);
  return response.json<SharedOrder>();
}

async function collect(shop: Shop, orderId: string, rupees: number) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/update_remaining_payment/${orderId}`,
    headers: bearer(shop.token),
    payload: { remainingAmount: rupees, paymentType: 'UPI' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function shopWithUpi(upiId = 'kumartailors@okaxis', extra: object = {}): Promise<Shop> {
  const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
  const response = await putSettings(shop.token, { upi_id: upiId, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return shop;
}

describe('the shop’s UPI address in PUT /api/settings', () => {
  it('is saved trimmed with its payee name, and cleared by an empty value', async () => {
    const shop = await createShop(ctx);
    expect((await putSettings(shop.token, {})).json<Settings>()).toMatchObject({
      upi_id: null,
      upi_payee_name: null,
    });
    const saved = await putSettings(shop.token, {
      upi_id: '  98450.12345-x_y@oksbi ',
      upi_payee_name: ' Kumar Tailors Pvt ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Settings>()).toMatchObject({
      upi_id: '98450.12345-x_y@oksbi',
      upi_payee_name: 'Kumar Tailors Pvt',
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(shop.token),
    });
    expect(read.json<Settings>().upi_id).toBe('98450.12345-x_y@oksbi');

    const cleared = await putSettings(shop.token, { upi_id: '', upi_payee_name: null });
    expect(cleared.json<Settings>()).toMatchObject({ upi_id: null, upi_payee_name: null });
  });

  it.each([
    ['kumartailors', ruleText('UPI_ID_INVALID')],
    ['kumar@', ruleText('UPI_ID_INVALID')],
    ['@okaxis', ruleText('UPI_ID_INVALID')],
    ['kumar tailors@okaxis', ruleText('UPI_ID_INVALID')],
    ['kumar@ok axis', ruleText('UPI_ID_INVALID')],
    ['kumar@9bank', ruleText('UPI_ID_INVALID')],
    ['kumar@okaxis&am=1', ruleText('UPI_ID_INVALID')],
    [`${'k'.repeat(95)}@okaxis`, ruleText('UPI_ID_LENGTH')],
    [42, ruleText('UPI_ID_INVALID')],
  ])(
    'refuses the UPI ID %j with a clear message, keeping the one saved',
    async (upiId, message) => {
      const shop = await shopWithUpi('kumar@okaxis', { upi_payee_name: 'Kumar' });
      const response = await putSettings(shop.token, { upi_id: upiId, upi_payee_name: 'Other' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: bearer(shop.token),
      });
      expect(read.json<Settings>()).toMatchObject({
        upi_id: 'kumar@okaxis',
        upi_payee_name: 'Kumar',
      });
    },
  );

  it('refuses a payee name over 50 characters', async () => {
    const shop = await createShop(ctx);
    const response = await putSettings(shop.token, { upi_payee_name: 'K'.repeat(51) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(ruleText('UPI_PAYEE_NAME_LENGTH'));
  });

  it('is the owner’s to set: an employee is refused', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const response = await putSettings(tailor.token, { upi_id: 'tailor@ybl' });
    expect(response.statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(shop.token),
    });
    expect(read.json<Settings>().upi_id).toBeNull();
  });
});

describe('GET /api/orders/{id}: upi_payee, for the QR code at the counter', () => {
  async function detail(token: string, orderId: string, prefix = '/api/orders') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${prefix}/${orderId}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderDetail>();
  }

  it('is null until the shop sets a UPI ID, then names the payee (the shop, unless named)', async () => {
    const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
    const order = await placeOrder(ctx, shop, { products: [{ price: 900 }] });
    expect((await detail(shop.token, order._id)).upi_payee).toBeNull();

    await putSettings(shop.token, { upi_id: 'kumartailors@okaxis' });
    expect((await detail(shop.token, order._id)).upi_payee).toEqual({
      upi_id: 'kumartailors@okaxis',
      name: 'Kumar Tailors',
    });
    await putSettings(shop.token, { upi_payee_name: 'Kumar Tailoring Works' });
    expect((await detail(shop.token, order._id)).upi_payee).toEqual({
      upi_id: 'kumartailors@okaxis',
      name: 'Kumar Tailoring Works',
    });
  });

  it('reaches the staff working on the order, and never another shop', async () => {
    const shop = await shopWithUpi('kumartailors@okaxis');
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 900, assigned_to: tailor.employee_id }],
    });
    expect((await detail(tailor.token, order._id, '/api/employee/orders')).upi_payee).toEqual({
      upi_id: 'kumartailors@okaxis',
      name: 'Kumar Tailors',
    });
    const other = await shopWithUpi('othertailors@ybl');
    const otherOrder = await placeOrder(ctx, other, { products: [{ price: 500 }] });
    expect((await detail(other.token, otherOrder._id)).upi_payee?.upi_id).toBe('othertailors@ybl');
    expect((await detail(shop.token, order._id)).upi_payee?.upi_id).toBe('kumartailors@okaxis');
  });
});

describe('GET /api/shared_order/{token}: balance_due and upi_payment_link', () => {
  it('asks for the exact balance to the paisa, and follows part payments until nothing is due', async () => {
    const shop = await shopWithUpi();
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 499.99 }, { price: 1200.5 }],
      order: { advancePayment: 200.25 },
    });
    const first = await sharedOrder(order.share_token);
    expect(first.balance_due).toBe(1500.24);
    expect(first.upi_payment_link).toBe(
      `upi://pay?pa=kumartailors@okaxis&pn=Kumar%20Tailors&am=1500.24&cu=INR&tr=${order.order_number}&tn=Order%20${order.order_number}`,
    );

    await collect(shop, order._id, 1000.2);
    const second = await sharedOrder(order.share_token);
    expect(second.balance_due).toBe(500.04);
    expect(second.upi_payment_link).toContain('&am=500.04&');

    await collect(shop, order._id, 500);
    const third = await sharedOrder(order.share_token);
    expect(third.balance_due).toBe(0.04);
    expect(third.upi_payment_link).toContain('&am=0.04&');

    await collect(shop, order._id, 0.04);
    const paid = await sharedOrder(order.share_token);
    expect(paid.balance_due).toBe(0);
    expect(paid.upi_payment_link).toBeNull();
  });

  it('names the payee and the order as the shop writes them', async () => {
    const shop = await shopWithUpi('9845012345@ybl', {
      upi_payee_name: 'Kumar & Sons',
      order_number_prefix: 'KT-',
    });
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 800 }],
      order: { advancePayment: 0 },
    });
    const link = (await sharedOrder(order.share_token)).upi_payment_link!;
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: '9845012345@ybl',
      pn: 'Kumar & Sons',
      am: '800.00',
      cu: 'INR',
      tr: `KT${order.order_number}`,
      tn: `Order KT-${order.order_number}`,
    });
  });

  it('offers no link without a UPI address, or for a cancelled order', async () => {
    const plain = await createShop(ctx);
    const unpaid = await placeOrder(ctx, plain, { products: [{ price: 900 }] });
    const withoutUpi = await sharedOrder(unpaid.share_token);
    expect(withoutUpi.balance_due).toBeGreaterThan(0);
    expect(withoutUpi.upi_payment_link).toBeNull();

    const shop = await shopWithUpi();
    const order = await placeOrder(ctx, shop, { products: [{ price: 900 }] });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel_order',
      headers: bearer(shop.token),
      payload: { order_id: order._id, reason: 'Customer changed their mind' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await sharedOrder(order.share_token);
    expect(cancelled.balance_due).toBe(0);
    expect(cancelled.upi_payment_link).toBeNull();
  });
});

describe('the QR codes a phone scans', () => {
  it('on the tracking page and on both bills, each reads back as the exact payment link', async () => {
    const shop = await shopWithUpi('sai.tailors@okhdfcbank', { customer_message_language: 'hi' });
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 1234.56 }],
      order: { advancePayment: 200 },
    });
    const { upi_payment_link: link } = await sharedOrder(order.share_token);
    expect(link).toContain('&am=1034.56&');

    const page = await ctx.app.inject({ method: 'GET', url: `/shared_order/${order.share_token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    expect(page.body).toContain('UPI से ₹1,034.56 का भुगतान करें');
    const svg = /<svg class="qr"[^]*?<\/svg>/.exec(page.body)![0];
    expect(await readQrCodeOfSvg(svg)).toBe(link);

    const customerBill = await ctx.app.inject({
      method: 'GET',
      url: `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`,
    });
    expect(customerBill.statusCode).toBe(200);
    expect(await readQrCodeOfPdf(customerBill.rawPayload)).toBe(link);
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/generate_receipt_pdf/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(await readQrCodeOfPdf(receipt.rawPayload)).toBe(link);
  });

  it('are left off the page and the bill once nothing is due', async () => {
    const shop = await shopWithUpi();
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 500 }],
      order: { advancePayment: 500 },
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/shared_order/${order.share_token}` });
    expect(page.body).not.toContain('upi://');
    expect(page.body).not.toContain('class="qr"');
    const bill = await ctx.app.inject({
      method: 'GET',
      url: `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`,
    });
    expect(await readQrCodeOfPdf(bill.rawPayload)).toBeNull();
  });
});
