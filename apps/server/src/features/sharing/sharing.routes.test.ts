import { addDays } from '@tailor/shared/dates';
import type { Order } from '@tailor/shared/orders';
import type { SharedCustomerOrders, SharedOrder } from '@tailor/shared/sharing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { stores } from '../../db/schema/stores';
import { randomToken } from '../../lib/random-token';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Public: no Authorization header, ever. */
function getPublic(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

async function customerShareToken(customerId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ token: customers.shareToken })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!.token;
}

const privateDetails = {
  mobile: '9845012345',
  address: '42 Lotus Lane, Koregaon Park',
  measurementName: 'Shoulder span',
  measurementValue: '17.75',
  note: 'Hidden pocket inside the left panel',
  tailor: 'Suresh Stitchwell',
};

describe('GET /api/shared_order/{share_token}', () => {
  it("answers the shop, the customer's name and the order's public fields, plus the PDF link and language", async () => {
    const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao' },
      products: [
        { name: 'Blouse', price: 499.99 },
        { name: 'Lehenga', price: 1200.5 },
      ],
      order: { advancePayment: 200.25 },
    });
    const response = await getPublic(`/api/shared_order/${order.share_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      shop_name: 'Kumar Tailors',
      customer_name: 'Asha Rao',
      shop_language: 'en',
      order_number_prefix: '',
      customer_pdf_url: `/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}`,
      balance_due: 1500.24,
      upi_payment_link: null,
      order: {
        order_number: order.order_number,
        status: 'Pending',
        totalAmount: 1700.49,
        advancePayment: 200.25,
        paidAmount: 200.25,
        remainingAmount: 1500.24,
        orderDate: today(ctx),
        dueDate: addDays(today(ctx), 10),
        trialDate: null,
        delay_note: null,
        expected_date: null,
        products: ['Blouse', 'Lehenga'],
        product_stages: [null, null],
        status_history: ['Pending'],
      },
      trial_answer: null,
      approvals: [],
      fit: {
        open_until: null,
        answers: [],
        garments: order.order.products.map((line) => ({ _id: line._id, name: line.product.name })),
      },
    } satisfies SharedOrder);
  });

  it("never tells the customer's phone or address, measurements, notes or staff names", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop, { name: privateDetails.tailor });
    const order = await placeOrder(ctx, shop, {
      customer: { mobile_no: privateDetails.mobile, address: privateDetails.address },
      products: [
        {
          name: 'Sherwani',
          measurements: { [privateDetails.measurementName]: privateDetails.measurementValue },
          note: privateDetails.note,
          assigned_to: tailor.employee_id,
        },
      ],
    });
    const body = (await getPublic(`/api/shared_order/${order.share_token}`)).body;
    for (const secret of Object.values(privateDetails)) expect(body).not.toContain(secret);
    expect(body).not.toContain(order.customer_id);
    expect(body).not.toContain(shop.phone);
  });

  it('follows the payments ledger and the status', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 2000 }],
      order: { advancePayment: 500 },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_remaining_payment/${order._id}`,
      headers: bearer(shop.token),
      payload: { remainingAmount: 1500 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: order._id, status: 'Delivered' },
    });
    const shared = (await getPublic(`/api/shared_order/${order.share_token}`)).json<SharedOrder>();
    expect(shared.order).toMatchObject({
      status: 'Delivered',
      totalAmount: 2000,
      advancePayment: 500,
      paidAmount: 2000,
      remainingAmount: 0,
    });
  });

  it("gives the shop's order number prefix, so the page writes the number as the bill does", async () => {
    const shop = await createShop(ctx);
    await ctx.database.db
      .update(stores)
      .set({ orderNumberPrefix: 'SGT-' })
      .where(eq(stores.id, shop.store_id!));
    const order = await placeOrder(ctx, shop);
    expect(
      (await getPublic(`/api/shared_order/${order.share_token}`)).json<SharedOrder>()
        .order_number_prefix,
    ).toBe('SGT-');
    const history = await getPublic(
      `/api/shared_customer_orders/${await customerShareToken(order.customer_id)}`,
    );
    expect(history.json<SharedCustomerOrders>().order_number_prefix).toBe('SGT-');
  });

  it("speaks the shop's customer message language", async () => {
    const shop = await createShop(ctx);
    await ctx.database.db
      .update(stores)
      .set({ customerMessageLanguage: 'ta' })
      .where(eq(stores.id, shop.store_id!));
    const order = await placeOrder(ctx, shop);
    expect(
      (await getPublic(`/api/shared_order/${order.share_token}`)).json<SharedOrder>().shop_language,
    ).toBe('ta');
  });

  it("answers 404 'Order not found' for an unknown token, a malformed one and a customer's token", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const tokens = [
      randomToken(),
      'x',
      'A'.repeat(99),
      'not a token!',
      await customerShareToken(order.customer_id),
    ];
    for (const token of tokens) {
      const response = await getPublic(`/api/shared_order/${encodeURIComponent(token)}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
  });
});

describe('GET /api/shared_customer_orders/{share_token}', () => {
  let shop: Awaited<ReturnType<typeof createShop>>;
  let placed: Order[];
  let token: string;
  const mobile = nextPhone();

  beforeAll(async () => {
    shop = await createShop(ctx, { shop_name: 'Sharma Boutique' });
    const customer = { name: 'Meera Iyer', mobile_no: mobile, address: privateDetails.address };
    // Placed out of date order; the two on one date come back the later-created first.
    placed = [
      await placeOrder(ctx, shop, {
        customer,
        order: { orderDate: addDays(today(ctx), -10) },
        products: [{ name: 'Kurta', price: 800 }],
      }),
      await placeOrder(ctx, shop, {
        customer,
        order: { orderDate: addDays(today(ctx), -2) },
        products: [
          { name: 'Blouse', price: 450.5 },
          { name: 'Saree fall', price: 150 },
        ],
      }),
      await placeOrder(ctx, shop, {
        customer,
        order: { orderDate: addDays(today(ctx), -10) },
        products: [{ name: 'Salwar', price: 600 }],
      }),
    ];
    // Another customer of the shop, and the same phone at another shop: neither may show up.
    await placeOrder(ctx, shop, { customer: { name: 'Somebody Else' } });
    await placeOrder(ctx, await createShop(ctx), {
      customer: { ...customer, name: 'Meera Elsewhere' },
    });
    token = await customerShareToken(placed[0]!.customer_id);
  });

  it("answers the customer's orders in this shop, newest first by order date, with their tracking links", async () => {
    const response = await getPublic(`/api/shared_customer_orders/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [older, newest, olderButLater] = placed as [Order, Order, Order];
    const entry = (order: Order, products: string[]) => ({
      _id: order._id,
      order_number: order.order_number,
      orderDate: order.order.orderDate,
      status: order.status,
      totalAmount: order.order.totalAmount,
      remainingAmount: order.order.remainingAmount,
      dueDate: order.order.dueDate,
      delay_note: null,
      expected_date: null,
      share_link: order.share_link,
      products,
      customer_id: order.customer_id,
      customer_name: 'Meera Iyer',
    });
    expect(response.json()).toEqual({
      store_name: 'Sharma Boutique',
      customer_name: 'Meera Iyer',
      shop_language: 'en',
      order_number_prefix: '',
      orders: [
        entry(newest, ['Blouse', 'Saree fall']),
        entry(olderButLater, ['Salwar']),
        entry(older, ['Kurta']),
      ],
      people: [{ _id: older.customer_id, name: 'Meera Iyer', relation: 'self', order_count: 3 }],
    } satisfies SharedCustomerOrders);
    expect(newest.share_link).toBe(`http://shop.test/shared_order/${newest.share_token}`);
  });

  it("never tells the customer's phone number or address", async () => {
    const body = (await getPublic(`/api/shared_customer_orders/${token}`)).body;
    expect(body).not.toContain(mobile);
    expect(body).not.toContain(privateDetails.address);
    expect(body).not.toContain('Somebody Else');
    expect(body).not.toContain('Meera Elsewhere');
  });

  it('answers an empty list for a customer without orders', async () => {
    const lonelyToken = randomToken();
    const [lonely] = await ctx.database.db
      .insert(customers)
      .values({
        storeId: shop.store_id!,
        name: 'New Customer',
        mobileNo: nextPhone(),
        address: 'Somewhere 1',
        shareToken: lonelyToken,
      })
      .returning({ id: customers.id });
    const response = await getPublic(`/api/shared_customer_orders/${lonelyToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      store_name: 'Sharma Boutique',
      customer_name: 'New Customer',
      shop_language: 'en',
      order_number_prefix: '',
      orders: [],
      people: [{ _id: lonely!.id, name: 'New Customer', relation: 'self', order_count: 0 }],
    });
  });

  it("answers 404 'Customer not found' for an unknown token, a malformed one and an order's token", async () => {
    for (const unknown of [randomToken(), 'x', 'not a token!', placed[0]!.share_token]) {
      const response = await getPublic(
        `/api/shared_customer_orders/${encodeURIComponent(unknown)}`,
      );
      expect(response.statusCode, unknown).toBe(404);
      expect(response.json()).toEqual({ error: 'Customer not found', code: 'CUSTOMER_NOT_FOUND' });
    }
  });
});
