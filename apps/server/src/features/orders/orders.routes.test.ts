import { addDays } from '@tailor/shared/dates';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { notifications } from '../../db/schema/notifications';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { productImages } from '../../db/schema/product-images';
import {
  insertImages,
  orderBody,
  placeOrder,
  postOrder,
  today,
} from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  signIn,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function orderCount(storeId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.storeId, storeId));
  return row!.n;
}

async function getOrders(token: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return ctx.app.inject({
    method: 'GET',
    url: `/api/get_orders?${search}`,
    headers: bearer(token),
  });
}

/** Refusals decided by the server's own rules rather than the request schema. */
const serverRules: Record<string, object> = {
  'Please assign an employee to each product': { code: 'EMPLOYEE_ASSIGNMENT_INVALID' },
  'One or more images could not be found. Please upload them again.': {
    code: 'IMAGE_UPLOAD_AGAIN',
  },
};

describe('POST /api/create_order', () => {
  it('creates the order and answers the order object, totals exact to the paisa', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop, { name: 'Ravi Tailor' });
    const body = await orderBody(ctx, shop.store_id!, {
      products: [
        {
          name: 'Blouse',
          price: 499.99,
          assigned_to: tailor.employee_id,
          images: 2,
          measurements: { Bust: '34', Sleeve: '1/2' },
        },
        { name: 'Lehenga', price: 1200.5, assigned_to: tailor.employee_id, note: 'Red border' },
        { name: 'Saree fall', price: 0.01, assigned_to: tailor.employee_id },
      ],
      order: { totalAmount: 1700.5, advancePayment: 500.25, paymentType: 'UPI' },
    });
    const response = await postOrder(ctx, shop.token, body);
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    const storedKeys = await ctx.database.db
      .select({ id: productImages.id, key: productImages.storageKey })
      .from(productImages)
      .where(inArray(productImages.id, body.order.products[0]!.uploadedImages!));
    const keyOf = (id: string) => storedKeys.find((k) => k.id === id)!.key;

    expect(order).toEqual({
      _id: expect.any(String),
      order_id: order._id,
      order_number: 1,
      customer_name: 'Asha Rao',
      customer_mobile_no: body.customer.mobile_no,
      customer_id: expect.any(String),
      status: 'Assigned',
      delay_note: null,
      expected_date: null,
      share_token: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      share_link: `http://shop.test/shared_order/${order.share_token}`,
      created_at: expect.any(String),
      order: {
        orderType: 'new',
        totalAmount: 1700.5,
        advancePayment: 500.25,
        paidAmount: 500.25,
        remainingAmount: 1200.25,
        status: 'Assigned',
        orderDate: today(ctx),
        dueDate: addDays(today(ctx), 10),
        trialDate: null,
        paymentType: 'upi',
        products: [
          {
            _id: expect.any(String),
            product: { name: 'Blouse' },
            price: 499.99,
            measurements: { Bust: '34', Sleeve: '1/2' },
            measurement_unit: 'in',
            note: null,
            // Signed, expiring links (images feature), one per image in upload order.
            uploadedImages: body.order.products[0]!.uploadedImages!.map((id) =>
              expect.stringMatching(
                new RegExp(`^/api/images/${keyOf(id)}\\?exp=\\d+&sig=[A-Za-z0-9_-]{22}$`),
              ),
            ),
            assigned_to: { _id: tailor.employee_id, name: 'Ravi Tailor' },
            // Its tag, drawn by the database; no step scanned yet.
            tag_code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/),
            stage: null,
          },
          expect.objectContaining({
            product: { name: 'Lehenga' },
            price: 1200.5,
            note: 'Red border',
          }),
          expect.objectContaining({ product: { name: 'Saree fall' }, price: 0.01 }),
        ],
      },
    });
    expect(order.order.products[1]!.uploadedImages).toHaveLength(1);
  });

  it('writes the advance to the ledger, the first status event and notices to assignees with an account', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const [invited] = await ctx.database.db
      .insert(employees)
      .values({ storeId: shop.store_id!, name: 'Not Yet Joined', phone: nextPhone() })
      .returning({ id: employees.id });
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Shirt', price: 800, assigned_to: tailor.employee_id },
        { name: 'Trouser', price: 700, assigned_to: invited!.id },
      ],
      order: { totalAmount: 1500, advancePayment: 300, paymentType: 'card' },
    });
    const db = ctx.database.db;
    const ledger = await db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(ledger).toEqual([
      expect.objectContaining({
        amountPaise: 30000,
        kind: 'advance',
        method: 'card',
        recordedBy: shop.user_id,
      }),
    ]);
    const events = await db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order._id));
    expect(events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'Assigned', changedBy: shop.user_id }),
    ]);
    const notes = await db.select().from(notifications).where(eq(notifications.orderId, order._id));
    expect(notes).toEqual([
      expect.objectContaining({
        userId: tailor.user_id,
        storeId: shop.store_id,
        type: 'product_assigned',
        priority: 'normal',
        data: { orderNumber: order.order_number, productName: 'Shirt' },
        read: false,
      }),
    ]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ createdBy: shop.user_id, totalPaise: 150000 });
  });

  it('answers the order exactly as GET /orders/{id} then reads it: lines, images, assignees and money', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const [owner] = await ctx.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.storeId, shop.store_id!), eq(employees.isOwner, true)));
    const created = await placeOrder(ctx, shop, {
      products: [
        { name: 'Sherwani', price: 4999.5, assigned_to: tailor.employee_id, images: 2 },
        { name: 'Kurta', price: 1200.25, assigned_to: owner!.id, images: 1, note: 'Loose fit' },
        { name: 'Pyjama', price: 650, assigned_to: tailor.employee_id, images: 3 },
      ],
      order: { totalAmount: 6849.75, advancePayment: 2000.5, paymentType: 'upi' },
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${created._id}`,
      headers: bearer(shop.token),
    });
    expect(read.statusCode).toBe(200);
    const {
      customer: _customer,
      status_history: _history,
      payments: _payments,
      cancellation: _cancellation,
      upi_payee: _upiPayee,
      trial_answer: _trialAnswer,
      ...order
    } = read.json<OrderDetail>();
    expect(created).toEqual(order);
    expect(created.order.products.map((line) => line.uploadedImages.length)).toEqual([2, 1, 3]);
    expect(created.order.products[1]!.assigned_to).toMatchObject({ is_owner: true });
  });

  it('keeps measurements in the order the tailor took them', async () => {
    const shop = await createShop(ctx);
    const measurements = {
      Chest: '40',
      Waist: '34',
      Shoulder: '18',
      'Sleeve Length': '24',
      Collar: '15.5',
      Length: '30',
    };
    const body = await orderBody(ctx, shop.store_id!, {
      products: [{ name: 'Shirt', price: 800, measurements }],
    });
    const created = await postOrder(ctx, shop.token, body);
    expect(created.statusCode).toBe(201);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${created.json<Order>()._id}`,
      headers: bearer(shop.token),
    });
    expect(Object.keys(read.json<Order>().order.products[0]!.measurements)).toEqual(
      Object.keys(measurements),
    );
  });

  it('starts Pending when a product has no assignee, and records no advance of 0', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 250 }] });
    expect(order.status).toBe('Pending');
    expect(order.order.products[0]!.assigned_to).toBeNull();
    expect(order.order).toMatchObject({ advancePayment: 0, remainingAmount: 250 });
    const ledger = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order._id));
    expect(ledger).toEqual([]);
  });

  it('numbers orders 1, 2, 3 in each shop independently', async () => {
    const a = await createShop(ctx);
    const b = await createShop(ctx);
    const numbers: [string, number][] = [];
    for (const shop of [a, b, a, a, b]) {
      const order = await placeOrder(ctx, shop);
      numbers.push([shop === a ? 'a' : 'b', order.order_number]);
    }
    expect(numbers).toEqual([
      ['a', 1],
      ['b', 1],
      ['a', 2],
      ['a', 3],
      ['b', 2],
    ]);
  });

  it('gives concurrent orders of one shop distinct numbers', async () => {
    const shop = await createShop(ctx);
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => orderBody(ctx, shop.store_id!)),
    );
    const responses = await Promise.all(bodies.map((body) => postOrder(ctx, shop.token, body)));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(responses.map((r) => r.json().order_number).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('reuses the customer with the same mobile number in the shop and updates their details', async () => {
    const shop = await createShop(ctx);
    const mobile = nextPhone();
    const first = await placeOrder(ctx, shop, {
      customer: { mobile_no: mobile, name: 'Asha Rao' },
    });
    const second = await placeOrder(ctx, shop, {
      customer: {
        mobile_no: mobile,
        name: 'Asha R. Kulkarni',
        address: '7 FC Road, Pune',
        gender: 'female',
      },
    });
    expect(second.customer_id).toBe(first.customer_id);
    expect(second.customer_name).toBe('Asha R. Kulkarni');
    const [row] = await ctx.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, first.customer_id));
    expect(row).toMatchObject({
      name: 'Asha R. Kulkarni',
      address: '7 FC Road, Pune',
      mobileNo: mobile,
    });

    const other = await createShop(ctx);
    const elsewhere = await placeOrder(ctx, other, { customer: { mobile_no: mobile } });
    expect(elsewhere.customer_id).not.toBe(first.customer_id);
  });

  it('creates one order for a retried request with the same Idempotency-Key', async () => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!);
    const headers = { 'idempotency-key': 'create-order-retry-1' };
    const first = await postOrder(ctx, shop.token, body, headers);
    const retry = await postOrder(ctx, shop.token, body, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(shop.store_id!)).toBe(1);
  });

  it('lets an employee of the shop create an order', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(
      ctx,
      { token: tailor.token, store_id: shop.store_id },
      { products: [{ assigned_to: tailor.employee_id }] },
    );
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.createdBy).toBe(tailor.user_id);
    // No notice to someone who assigned the work to themselves.
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order._id));
    expect(notes).toEqual([]);
  });

  it('creates an alteration order with prices of 0, no images and an advance', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { orderType: 'alteration', totalAmount: 0, advancePayment: 200 },
      products: [{ name: 'Pant hem', price: 0 }],
    });
    expect(order.order).toMatchObject({
      orderType: 'alteration',
      totalAmount: 0,
      advancePayment: 200,
      remainingAmount: 0,
    });
    expect(order.order.products[0]!.uploadedImages).toEqual([]);
  });

  it('takes an order with no advance without a payment type, storing cash as the way to collect it', async () => {
    const shop = await createShop(ctx);
    for (const paymentType of ['', null, undefined]) {
      const body = await orderBody(ctx, shop.store_id!, { order: { advancePayment: 0 } });
      if (paymentType === undefined) delete (body.order as { paymentType?: unknown }).paymentType;
      else (body.order as { paymentType: unknown }).paymentType = paymentType;
      const response = await postOrder(ctx, shop.token, body);
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<Order>();
      expect(order.order).toMatchObject({ advancePayment: 0, paymentType: 'cash' });
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.paymentType).toBe('cash');
      const ledger = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order._id));
      expect(ledger).toEqual([]);
    }
  });

  describe('refuses invalid orders with 400 and writes nothing', () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await createShop(ctx);
    });

    type Body = Awaited<ReturnType<typeof orderBody>>;
    const cases: [string, (body: Body) => void, string, object?][] = [
      [
        'no customer name',
        (b) => void (b.customer.name = ''),
        'Customer name is required.',
        { params: { rule: 'CUSTOMER_NAME_REQUIRED', field: 'customer.name' } },
      ],
      [
        'a short mobile number',
        (b) => void (b.customer.mobile_no = '98765'),
        'Enter a valid 10-digit mobile number.',
        { params: { digits: 10, rule: 'PHONE_INVALID', field: 'customer.mobile_no' } },
      ],
      [
        'no gender',
        (b) => void delete (b.customer as Partial<Body['customer']>).gender,
        'Please select a gender first.',
        { params: { rule: 'CUSTOMER_GENDER_REQUIRED', field: 'customer.gender' } },
      ],
      [
        'a short address',
        (b) => void (b.customer.address = 'abc'),
        'Address must be at least 5 characters',
        { params: { min: 5, rule: 'CUSTOMER_ADDRESS_MIN', field: 'customer.address' } },
      ],
      [
        'a price of 0',
        (b) => {
          b.order.products[0]!.price = 0;
          b.order.totalAmount = 0;
        },
        'Price must be greater than zero',
        { params: { rule: 'ORDER_PRICE_ABOVE_ZERO', field: 'order.products.0.price' } },
      ],
      [
        'a negative price',
        (b) => void (b.order.products[0]!.price = -5),
        'Price must be greater than zero',
        { params: { rule: 'ORDER_PRICE_ABOVE_ZERO', field: 'order.products.0.price' } },
      ],
      [
        'an advance above the total',
        (b) => void (b.order.advancePayment = 1000.01),
        'Advance payment cannot exceed total amount',
        { params: { rule: 'ORDER_ADVANCE_ABOVE_TOTAL', field: 'order.advancePayment' } },
      ],
      [
        'a total that is not the sum of prices',
        (b) => void (b.order.totalAmount = 999.99),
        'Total amount must equal the sum of product prices',
        { params: { rule: 'ORDER_TOTAL_MISMATCH', field: 'order.totalAmount' } },
      ],
      [
        'a text amount',
        (b) => void ((b.order as Record<string, unknown>).advancePayment = 'lots'),
        'Enter a valid amount',
        { params: { rule: 'ORDER_AMOUNT_INVALID', field: 'order.advancePayment' } },
      ],
      [
        'no due date',
        (b) => void delete (b.order as Partial<Body['order']>).dueDate,
        'Due date is required',
        { params: { rule: 'ORDER_DUE_DATE_REQUIRED', field: 'order.dueDate' } },
      ],
      [
        'an advance without a payment type',
        (b) => {
          b.order.advancePayment = 500;
          b.order.paymentType = '';
        },
        'Payment type is required',
        { params: { rule: 'ORDER_PAYMENT_TYPE_REQUIRED', field: 'order.paymentType' } },
      ],
      [
        'an advance with no payment type field',
        (b) => {
          b.order.advancePayment = 0.01;
          delete (b.order as Partial<Body['order']>).paymentType;
        },
        'Payment type is required',
        { params: { rule: 'ORDER_PAYMENT_TYPE_REQUIRED', field: 'order.paymentType' } },
      ],
      [
        'no products',
        (b) => void (b.order.products = []),
        'Please add at least one product before proceeding',
        { params: { rule: 'ORDER_NO_PRODUCTS', field: 'order.products' } },
      ],
      [
        'a product without images',
        (b) => void (b.order.products[0]!.uploadedImages = []),
        'Please add at least one image for each product',
        { params: { rule: 'ORDER_IMAGES_MIN', field: 'order.products.0.uploadedImages' } },
      ],
      [
        'a product with 5 images',
        (b) => void (b.order.products[0]!.uploadedImages = ['1', '2', '3', '4', '5']),
        'You can add at most 4 images per product',
        { params: { max: 4, rule: 'ORDER_IMAGES_MAX', field: 'order.products.0.uploadedImages' } },
      ],
      [
        'an assignee who is not an employee',
        (b) => void (b.order.products[0]!.assigned_to = '00000000-0000-4000-8000-000000000000'),
        'Please assign an employee to each product',
      ],
      [
        'a malformed assignee id',
        (b) => void (b.order.products[0]!.assigned_to = 'ravi'),
        'Please assign an employee to each product',
      ],
      [
        'a word for a measurement',
        (b) => void (b.order.products[0]!.measurements = { Chest: 'thirty eight' }),
        'Enter a number, like 38, 38.5 or 38 1/2',
        {
          params: {
            rule: 'MEASUREMENT_VALUE_NOT_A_NUMBER',
            field: 'order.products.0.measurements.Chest',
          },
        },
      ],
      [
        'a measurement with two decimal points',
        (b) => void (b.order.products[0]!.measurements = { Waist: '32..5' }),
        'A number has only one decimal point',
        {
          params: {
            rule: 'MEASUREMENT_VALUE_DECIMAL_POINTS',
            field: 'order.products.0.measurements.Waist',
          },
        },
      ],
      [
        'a fraction over 0',
        (b) => void (b.order.products[0]!.measurements = { Sleeve: '22 1/0' }),
        'A fraction cannot have 0 below the line',
        {
          params: {
            rule: 'MEASUREMENT_VALUE_ZERO_FRACTION',
            field: 'order.products.0.measurements.Sleeve',
          },
        },
      ],
      [
        'an unknown image id',
        (b) =>
          void (b.order.products[0]!.uploadedImages = ['00000000-0000-4000-8000-000000000000']),
        'One or more images could not be found. Please upload them again.',
      ],
    ];
    it.each(cases)('%s', async (_name, mutate, message, rule) => {
      const body = await orderBody(ctx, shop.store_id!);
      mutate(body);
      const response = await postOrder(ctx, shop.token, body);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        ...serverRules[message],
        ...rule,
      });
      expect(response.statusCode).toBe(400);
      expect(await orderCount(shop.store_id!)).toBe(0);
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(customers)
        .where(eq(customers.storeId, shop.store_id!));
      expect(row!.n).toBe(0);
    });

    it('a due date in the past (Asia/Kolkata)', async () => {
      const yesterday = addDays(today(ctx), -1);
      const body = await orderBody(ctx, shop.store_id!, {
        order: { orderDate: yesterday, dueDate: yesterday },
      });
      const response = await postOrder(ctx, shop.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Due date cannot be in the past',
        code: 'DUE_DATE_PAST',
      });
    });

    it('a due date before the order date', async () => {
      const body = await orderBody(ctx, shop.store_id!, {
        order: { orderDate: addDays(today(ctx), 5), dueDate: addDays(today(ctx), 4) },
      });
      expect((await postOrder(ctx, shop.token, body)).json()).toEqual({
        error: 'Due date cannot be earlier than the order date',
        code: 'VALIDATION_FAILED',
        params: { rule: 'ORDER_DUE_BEFORE_ORDER_DATE', field: 'order.dueDate' },
      });
    });

    it("an assignee of another shop, an inactive one, or another shop's image", async () => {
      const other = await createShop(ctx);
      const foreignWorker = await createEmployee(ctx, other);
      const body = await orderBody(ctx, shop.store_id!, {
        products: [{ assigned_to: foreignWorker.employee_id }],
      });
      expect((await postOrder(ctx, shop.token, body)).json()).toEqual({
        error: 'Please assign an employee to each product',
        code: 'EMPLOYEE_ASSIGNMENT_INVALID',
      });

      const leaver = await createEmployee(ctx, shop);
      await ctx.database.db
        .update(employees)
        .set({ active: false })
        .where(eq(employees.id, leaver.employee_id));
      const body2 = await orderBody(ctx, shop.store_id!, {
        products: [{ assigned_to: leaver.employee_id }],
      });
      expect((await postOrder(ctx, shop.token, body2)).statusCode).toBe(400);

      const body3 = await orderBody(ctx, shop.store_id!);
      body3.order.products[0]!.uploadedImages = await insertImages(ctx, other.store_id!, 1);
      expect((await postOrder(ctx, shop.token, body3)).statusCode).toBe(400);
      expect(await orderCount(shop.store_id!)).toBe(0);
    });

    it('an image already used by another order, rolling the whole order back', async () => {
      const used = await placeOrder(ctx, shop);
      const [image] = await ctx.database.db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, used.order.products[0]!._id));
      const body = await orderBody(ctx, shop.store_id!, { products: [{}, {}] });
      body.order.products[1]!.uploadedImages = [image!.id];
      const response = await postOrder(ctx, shop.token, body);
      expect(response.statusCode).toBe(400);
      expect(await orderCount(shop.store_id!)).toBe(1);
      // The first product's image was not taken either, and the order number was not used up.
      const [first] = await ctx.database.db
        .select({ productId: productImages.productId })
        .from(productImages)
        .where(eq(productImages.id, body.order.products[0]!.uploadedImages![0]!));
      expect(first!.productId).toBeNull();
      expect((await placeOrder(ctx, shop)).order_number).toBe(used.order_number + 1);
      await ctx.database.db.delete(orders).where(eq(orders.storeId, shop.store_id!));
    });
  });

  it('needs a signed-in member of a shop', async () => {
    const shop = await createShop(ctx);
    const body = await orderBody(ctx, shop.store_id!);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/create_order', payload: body }))
        .statusCode,
    ).toBe(401);
    const noShop = await signIn(ctx);
    expect((await postOrder(ctx, noShop.token, body)).statusCode).toBe(403);
  });
});

describe('GET /api/get_orders', () => {
  let shop: Shop;
  let other: Shop;
  const placed: Order[] = [];
  beforeAll(async () => {
    shop = await createShop(ctx);
    other = await createShop(ctx);
    const t = today(ctx);
    const specs = [
      {
        customer: { name: 'Meera Iyer', mobile_no: '9000000011' },
        order: { orderDate: t, dueDate: t },
      },
      {
        customer: { name: 'Kabir Singh', mobile_no: '9000000022' },
        order: { orderDate: t, dueDate: addDays(t, 6) },
      },
      {
        customer: { name: 'Meera Iyer', mobile_no: '9000000011' },
        order: { orderDate: t, dueDate: addDays(t, 7) },
      },
      {
        customer: { name: 'Lata Menon', mobile_no: '9000000033' },
        order: { orderDate: addDays(t, 2), dueDate: addDays(t, 3) },
      },
      {
        customer: { name: 'Dev Anand', mobile_no: '9000000044' },
        order: {
          orderType: 'alteration' as const,
          orderDate: addDays(t, 3),
          dueDate: addDays(t, 20),
          totalAmount: 0,
        },
        products: [{ price: 0 }],
      },
    ];
    for (const spec of specs) placed.push(await placeOrder(ctx, shop, spec));
    await placeOrder(ctx, other, { customer: { name: 'Meera Iyer', mobile_no: '9000000011' } });
  });

  const numbersOf = (response: { json(): { orders: Order[] } }) =>
    response.json().orders.map((o) => o.order_number);

  it('lists the shop’s orders newest first with total, page and limit', async () => {
    const response = await getOrders(shop.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 5, page: 1, limit: 10 });
    expect(numbersOf(response)).toEqual([5, 4, 3, 2, 1]);
    expect(response.json().orders[4]).toEqual(placed[0]);
  });

  it('pages', async () => {
    expect(numbersOf(await getOrders(shop.token, { page: 2, limit: 2 }))).toEqual([3, 2]);
    expect(numbersOf(await getOrders(shop.token, { page: 3, limit: 2 }))).toEqual([1]);
    const beyond = await getOrders(shop.token, { page: 9, limit: 2 });
    expect(beyond.json()).toMatchObject({ orders: [], total: 5, page: 9, limit: 2 });
  });

  it('Due: open orders due within 7 days counting today, overdue included', async () => {
    const db = ctx.database.db;
    // An overdue order cannot be created through the API; move one back in time.
    await db
      .update(orders)
      .set({ dueDate: addDays(today(ctx), -3) })
      .where(eq(orders.id, placed[3]!._id));
    // Nearest due date first: #4 overdue, #1 due today, #2 in 6 days.
    expect(numbersOf(await getOrders(shop.token, { status: 'Due' }))).toEqual([4, 1, 2]);
    await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, placed[0]!._id));
    expect(numbersOf(await getOrders(shop.token, { status: 'due' }))).toEqual([4, 2]);
    await db
      .update(orders)
      .set({ status: 'Pending', dueDate: addDays(today(ctx), 3) })
      .where(eq(orders.id, placed[3]!._id));
    await db.update(orders).set({ status: 'Pending' }).where(eq(orders.id, placed[0]!._id));
  });

  it('filters by status, in any casing', async () => {
    await ctx.database.db
      .update(orders)
      .set({ status: 'In Process' })
      .where(eq(orders.id, placed[1]!._id));
    expect(numbersOf(await getOrders(shop.token, { status: 'in process' }))).toEqual([2]);
    expect(numbersOf(await getOrders(shop.token, { status: 'Pending' }))).toEqual([5, 4, 3, 1]);
    expect(numbersOf(await getOrders(shop.token, { status: 'Completed' }))).toEqual([]);
    expect((await getOrders(shop.token, { status: 'Lost' })).statusCode).toBe(400);
    await ctx.database.db
      .update(orders)
      .set({ status: 'Pending' })
      .where(eq(orders.id, placed[1]!._id));
  });

  it('filters by order date, both ends inclusive, and by order type', async () => {
    const t = today(ctx);
    expect(
      numbersOf(await getOrders(shop.token, { startDate: addDays(t, 2), endDate: addDays(t, 3) })),
    ).toEqual([5, 4]);
    expect(numbersOf(await getOrders(shop.token, { startDate: addDays(t, 3) }))).toEqual([5]);
    expect(numbersOf(await getOrders(shop.token, { endDate: t }))).toEqual([3, 2, 1]);
    expect(numbersOf(await getOrders(shop.token, { orderType: 'alteration' }))).toEqual([5]);
    const reversed = await getOrders(shop.token, { startDate: addDays(t, 3), endDate: t });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      error: 'End date cannot be earlier than start date.',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_END_BEFORE_START', field: 'endDate' },
    });
  });

  it('searches by customer name, phone or order number', async () => {
    expect(numbersOf(await getOrders(shop.token, { search: 'meera' }))).toEqual([3, 1]);
    expect(numbersOf(await getOrders(shop.token, { search: '00000022' }))).toEqual([2]);
    expect(numbersOf(await getOrders(shop.token, { search: '#4' }))).toEqual([4]);
    expect(numbersOf(await getOrders(shop.token, { search: '%' }))).toEqual([]);
  });

  it('takes storeId only for the caller’s own store', async () => {
    expect((await getOrders(shop.token, { storeId: shop.store_id! })).statusCode).toBe(200);
    const foreign = await getOrders(shop.token, { storeId: other.store_id! });
    expect(foreign.statusCode).toBe(403);
  });

  it('never lists another shop’s orders', async () => {
    const theirs = await getOrders(other.token);
    expect(theirs.json().total).toBe(1);
    const ids = new Set(placed.map((o) => o._id));
    expect(theirs.json().orders.some((o: Order) => ids.has(o._id))).toBe(false);
  });

  it('is refused to employees (403) and to callers without a token (401)', async () => {
    const worker = await createEmployee(ctx, shop);
    expect((await getOrders(worker.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/get_orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the order with customer, status history and payments', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Nisha Verma', gender: 'female', address: '4 Park Street, Kolkata' },
      order: { advancePayment: 100, paymentType: 'cash' },
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(shop.token),
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ ...order, order: { ...order.order } });
    expect(detail.customer).toEqual({
      _id: order.customer_id,
      name: 'Nisha Verma',
      gender: 'female',
      mobile_no: expect.stringMatching(/^\d{10}$/),
      address: '4 Park Street, Kolkata',
      relation: 'self',
    });
    expect(detail.status_history).toEqual([
      {
        from: null,
        to: 'Pending',
        note: null,
        by_name: 'Ramesh Kumar',
        at: expect.any(String),
        changes: [],
      },
    ]);
    expect(detail.payments).toEqual([
      {
        _id: expect.any(String),
        amount: 100,
        kind: 'advance',
        method: 'cash',
        at: expect.any(String),
        recorded_by_name: 'Ramesh Kumar',
      },
    ]);
  });

  it("lets an employee read the orders they work on or took, never a colleague's (404); other shops get 404, as do malformed ids", async () => {
    const shop = await createShop(ctx);
    const worker = await createEmployee(ctx, shop);
    const colleague = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, { products: [{ assigned_to: worker.employee_id }] });
    const taken = await placeOrder(ctx, worker, {
      products: [{ assigned_to: colleague.employee_id }],
    });
    const theirs = await placeOrder(ctx, shop, {
      products: [{ assigned_to: colleague.employee_id }],
    });
    const read = (token: string, id = order._id) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
    expect((await read(worker.token)).statusCode).toBe(200);
    expect((await read(worker.token, taken._id)).statusCode).toBe(200);
    const outside = await read(worker.token, theirs._id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect((await read(colleague.token, theirs._id)).statusCode).toBe(200);
    const other = await createShop(ctx);
    const foreign = await read(other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect((await read(shop.token, 'not-an-id')).statusCode).toBe(404);
    expect((await read(shop.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('constant queries per page', () => {
  it('answers a page of 10 orders with the same number of queries as a page of 1', async () => {
    const shop = await createShop(ctx);
    for (let i = 0; i < 10; i++) await placeOrder(ctx, shop, { products: [{}, {}] });
    // Every statement, also those in the request's transaction (a transaction handle of PGlite's,
    // a checked-out client of the pool's).
    type Queryable = { query: (...args: unknown[]) => unknown };
    let queries = 0;
    const counted = (target: Queryable) => {
      const original = target.query;
      target.query = function (this: unknown, ...args: unknown[]) {
        queries += 1;
        return original.apply(this, args);
      };
      return () => void (target.query = original);
    };
    type Transacting = Queryable & { transaction: (work: (tx: Queryable) => unknown) => unknown };
    const pglite = (ctx.database as { pglite?: Transacting }).pglite;
    const restores: (() => void)[] = [];
    if (pglite) {
      restores.push(counted(pglite));
      const transaction = pglite.transaction;
      pglite.transaction = function (this: unknown, work: (tx: Queryable) => unknown) {
        return transaction.call(this, (tx: Queryable) => {
          counted(tx);
          return work(tx);
        });
      };
      restores.push(() => void (pglite.transaction = transaction));
    } else {
      restores.push(counted(pg.Client.prototype as unknown as Queryable));
    }
    const restore = () => restores.forEach((undo) => undo());
    try {
      queries = 0;
      await getOrders(shop.token, { limit: 1 });
      const forOne = queries;
      expect(forOne).toBeGreaterThanOrEqual(5);
      queries = 0;
      await getOrders(shop.token, { limit: 10 });
      expect(queries).toBe(forOne);
    } finally {
      restore();
    }
  });
});
