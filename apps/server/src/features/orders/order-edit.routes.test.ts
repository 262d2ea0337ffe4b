import { addDays } from '@tailor/shared/dates';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { orderProducts } from '../../db/schema/order-products';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { notifications } from '../../db/schema/notifications';
import { orders } from '../../db/schema/orders';
import { productImages } from '../../db/schema/product-images';
import { insertImages, placeOrder, today } from '../../../test/order-fixtures';
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

function updateOrder(token: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update_order',
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

async function eventsOf(orderId: string) {
  return ctx.database.db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.createdAt));
}

describe('POST /api/update_order: what the counter can fix', () => {
  it('fixes garment, price, measurements, note, assignee, due date, payment type and customer, and records each old → new', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const suresh = await createEmployee(ctx, shop, { name: 'Suresh' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao', address: '12 MG Road, Pune', gender: 'female' },
      products: [
        {
          name: 'Shirt',
          price: 500,
          measurements: { Chest: '38', Length: '28', Sleeve: '24' },
          note: 'Loose',
          assigned_to: ravi.employee_id,
        },
        { name: 'Kurta', price: 700, assigned_to: ravi.employee_id },
      ],
    });
    const shirt = order.order.products[0]!;
    const due = addDays(today(ctx), 20);

    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        dueDate: due,
        paymentType: 'UPI',
        products: [
          {
            _id: shirt._id,
            product: { name: ' Blouse ' },
            price: 650.5,
            measurements: { Chest: '40', Length: '28', Waist: '30' },
            note: 'Slim fit',
            assigned_to: suresh.employee_id,
          },
        ],
      },
      customer: { name: 'Asha Kulkarni', address: '4 FC Road, Pune', gender: 'Male' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Order>();
    expect(updated.customer_name).toBe('Asha Kulkarni');
    expect(updated.order).toMatchObject({
      dueDate: due,
      paymentType: 'upi',
      totalAmount: 1350.5,
      remainingAmount: 1350.5,
    });
    expect(updated.order.products[0]).toMatchObject({
      product: { name: 'Blouse' },
      price: 650.5,
      measurements: { Chest: '40', Length: '28', Waist: '30' },
      note: 'Slim fit',
      assigned_to: { _id: suresh.employee_id, name: 'Suresh' },
    });

    const seen = await detail(shop.token, order._id);
    expect(seen.customer).toMatchObject({
      name: 'Asha Kulkarni',
      address: '4 FC Road, Pune',
      gender: 'male',
    });
    const last = seen.status_history.at(-1)!;
    expect(last).toMatchObject({ from: 'Assigned', to: 'Assigned', note: null });
    expect(last.by_name).toBeTruthy();
    const at = (field: string, extra: object = {}) => ({
      product: null,
      name: null,
      field,
      ...extra,
    });
    expect(last.changes).toEqual([
      at('dueDate', { from: order.order.dueDate, to: due }),
      at('paymentType', { from: 'cash', to: 'upi' }),
      at('customerName', { from: 'Asha Rao', to: 'Asha Kulkarni' }),
      at('customerAddress', { from: '12 MG Road, Pune', to: '4 FC Road, Pune' }),
      at('customerGender', { from: 'female', to: 'male' }),
      at('product', { product: 'Shirt', from: 'Shirt', to: 'Blouse' }),
      at('price', { product: 'Shirt', from: '500', to: '650.5' }),
      at('measurement', { product: 'Shirt', name: 'Chest', from: '38', to: '40' }),
      at('measurement', { product: 'Shirt', name: 'Waist', from: null, to: '30' }),
      at('measurement', { product: 'Shirt', name: 'Sleeve', from: '24', to: null }),
      at('note', { product: 'Shirt', from: 'Loose', to: 'Slim fit' }),
      at('assignee', { product: 'Shirt', from: 'Ravi', to: 'Suresh' }),
      at('total', { from: '1200', to: '1350.5' }),
    ]);
    expect(seen.cancellation).toBeNull();
  });

  it('records nothing when nothing changed', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 500, note: 'Loose' }] });
    const line = order.order.products[0]!;
    const before = await eventsOf(order._id);
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        paymentType: 'cash',
        products: [{ _id: line._id, price: 500, note: 'Loose', measurements: line.measurements }],
      },
      customer: { name: 'Asha Rao' },
    });
    expect(response.statusCode).toBe(200);
    expect(await eventsOf(order._id)).toHaveLength(before.length);
  });

  it('removes a line and lowers the total, but never the last line and never below what was paid', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Shirt', price: 500 },
        { name: 'Kurta', price: 700 },
      ],
      order: { advancePayment: 600 },
    });
    const [shirt, kurta] = order.order.products;

    const belowPaid = await updateOrder(shop.token, {
      order_id: order._id,
      order: { removeProducts: [kurta!._id] },
    });
    expect(belowPaid.statusCode).toBe(400);
    expect(belowPaid.json()).toEqual({
      error: 'Total amount cannot be less than the amount already paid (₹600)',
      code: 'TOTAL_BELOW_PAID',
      params: { paid: 600 },
    });

    const removed = await updateOrder(shop.token, {
      order_id: order._id,
      order: { removeProducts: [shirt!._id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Order>().order).toMatchObject({
      totalAmount: 700,
      advancePayment: 600,
      remainingAmount: 100,
    });
    expect(removed.json<Order>().order.products.map((p) => p.product.name)).toEqual(['Kurta']);
    const last = (await detail(shop.token, order._id)).status_history.at(-1)!;
    expect(last.changes).toEqual([
      { field: 'removed', product: 'Shirt', name: null, from: '500', to: null },
      { field: 'total', product: null, name: null, from: '1200', to: '700' },
    ]);

    const lastLine = await updateOrder(shop.token, {
      order_id: order._id,
      order: { removeProducts: [kurta!._id] },
    });
    expect(lastLine.statusCode).toBe(400);
    expect(lastLine.json()).toEqual({
      error: 'An order must keep at least one product',
      code: 'LAST_PRODUCT',
    });
    const lines = await ctx.database.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order._id));
    expect(lines).toHaveLength(1);
  });

  it.each([
    ['a customer name too short', { customer: { name: 'Al' } }, 'Customer name must be'],
    ['a gender not offered', { customer: { gender: 'other' } }, 'Please select a gender first.'],
    ['an address too short', { customer: { address: 'Pun' } }, 'Address must be at least'],
    ['an empty garment name', { product: { name: '  ' } }, 'Product name is required'],
    [
      'a measurement value too long',
      { measurements: { Chest: 'x'.repeat(31) } },
      'Measurement values must be at most 30 characters',
    ],
    ['a negative price', { price: -5 }, 'Price must be greater than zero'],
  ])('refuses %s as creating does (400, nothing changes)', async (_name, change, message) => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const line = order.order.products[0]!;
    const body =
      'customer' in change
        ? { order_id: order._id, order: {}, ...change }
        : { order_id: order._id, order: { products: [{ _id: line._id, ...change }] } };
    const response = await updateOrder(shop.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    const seen = await detail(shop.token, order._id);
    expect(seen.customer.name).toBe('Asha Rao');
    expect(seen.order.products[0]).toEqual(line);
  });

  it('freezes the lines of a Delivered order: a price, garment or removal is 409; the customer can still be fixed', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 500 }, { price: 300 }],
      order: { advancePayment: 800 },
    });
    const setStatus = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: order._id, status: 'Delivered' },
    });
    expect(setStatus.statusCode).toBe(200);
    const [first, second] = order.order.products;
    for (const changes of [
      { products: [{ _id: first!._id, price: 900 }] },
      { products: [{ _id: first!._id, product: { name: 'Coat' } }] },
      { removeProducts: [second!._id] },
    ]) {
      const response = await updateOrder(shop.token, { order_id: order._id, order: changes });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Order is Delivered: its products and prices can no longer be changed',
        code: 'ORDER_DELIVERED_LOCKED',
      });
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.totalPaise).toBe(80000);
    const address = await updateOrder(shop.token, {
      order_id: order._id,
      order: {},
      customer: { address: '9 Station Road, Pune' },
    });
    expect(address.statusCode).toBe(200);
  });

  it('applies a retried edit with the same Idempotency-Key once', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 500 }] });
    const body = {
      order_id: order._id,
      order: { products: [{ _id: order.order.products[0]!._id, price: 550 }] },
    };
    const key = { 'Idempotency-Key': 'edit-price-once-1' };
    const first = await updateOrder(shop.token, body, key);
    const again = await updateOrder(shop.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const edits = (await eventsOf(order._id)).filter((e) => e.changes?.length);
    expect(edits).toHaveLength(1);
  });
});

describe('POST /api/update_order: adding a garment line', () => {
  it('adds a line as creating does (garment, price, measurements, note, assignee, photos), raises the total and records "added"', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Shirt', price: 500, assigned_to: ravi.employee_id }],
      order: { advancePayment: 200 },
    });
    const photos = await insertImages(ctx, shop.store_id!, 2);

    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        addProducts: [
          {
            product: { name: ' Blouse ' },
            price: 450.5,
            measurements: { Bust: '34', Sleeve: 12, Blank: ' ' },
            note: 'Deep neck',
            assigned_to: ravi.employee_id,
            uploadedImages: photos,
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Order>();
    expect(updated.status).toBe('Assigned');
    expect(updated.order).toMatchObject({
      totalAmount: 950.5,
      advancePayment: 200,
      remainingAmount: 750.5,
    });
    expect(updated.order.products.map((p) => p.product.name)).toEqual(['Shirt', 'Blouse']);
    const blouse = updated.order.products[1]!;
    expect(blouse).toMatchObject({
      product: { name: 'Blouse' },
      price: 450.5,
      measurements: { Bust: '34', Sleeve: '12' },
      note: 'Deep neck',
      assigned_to: { _id: ravi.employee_id, name: 'Ravi' },
    });
    expect(blouse.uploadedImages).toHaveLength(2);
    const attached = await ctx.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, blouse._id))
      .orderBy(asc(productImages.position));
    expect(attached.map((image) => image.id)).toEqual(photos);

    const last = (await detail(shop.token, order._id)).status_history.at(-1)!;
    expect(last).toMatchObject({ from: 'Assigned', to: 'Assigned' });
    expect(last.changes).toEqual([
      { field: 'added', product: 'Blouse', name: null, from: null, to: '450.5' },
      { field: 'total', product: null, name: null, from: '500', to: '950.5' },
    ]);
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order._id));
    expect(notices.filter((n) => n.data.productName === 'Blouse')).toHaveLength(1);
  });

  it('moves an Assigned order back to Pending when the new line has nobody yet', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 500, assigned_to: ravi.employee_id }],
    });
    const [photo] = await insertImages(ctx, shop.store_id!, 1);
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        addProducts: [{ product: { name: 'Kurta' }, price: 300, uploadedImages: [photo] }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().status).toBe('Pending');
    expect(response.json<Order>().order.products[1]!.assigned_to).toBeNull();
  });

  it.each([
    [
      'no photo on a new order',
      { uploadedImages: [] },
      'Please add at least one image for each product',
    ],
    ['a price of 0 on a new order', { price: 0 }, 'Price must be greater than zero'],
    ['no garment name', { product: { name: ' ' } }, 'Product name is required'],
    ['a photo of another shop', { foreignPhoto: true }, 'Please upload them again'],
    [
      'an unknown employee',
      { assigned_to: '00000000-0000-4000-8000-000000000000' },
      'Please assign an employee to each product',
    ],
  ])('refuses a line with %s (400) and adds nothing', async (_name, change, message) => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 500 }] });
    const { foreignPhoto, ...fields } = change as { foreignPhoto?: boolean };
    const photos = await insertImages(ctx, (foreignPhoto ? other : shop).store_id!, 1);
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        addProducts: [
          { product: { name: 'Kurta' }, price: 300, uploadedImages: photos, ...fields },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    const lines = await ctx.database.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order._id));
    expect(lines).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.totalPaise).toBe(50000);
  });

  it('adds an alteration line at ₹0 with no photo, leaving the total be', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { orderType: 'alteration' },
      products: [{ name: 'Trouser hem', price: 0 }],
    });
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: { addProducts: [{ product: { name: 'Shirt sleeve' }, price: 0 }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().order.totalAmount).toBe(0);
    expect(response.json<Order>().order.products).toHaveLength(2);
    const last = (await detail(shop.token, order._id)).status_history.at(-1)!;
    expect(last.changes).toEqual([
      { field: 'added', product: 'Shirt sleeve', name: null, from: null, to: '0' },
    ]);
  });

  it('keeps an order to 50 lines', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      order: { orderType: 'alteration' },
      products: Array.from({ length: 49 }, () => ({ price: 0 })),
    });
    const line = { product: { name: 'Hem' }, price: 0 };
    const tooMany = await updateOrder(shop.token, {
      order_id: order._id,
      order: { addProducts: [line, line] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ error: string }>().error).toBe('An order can have at most 50 products');
    const fits = await updateOrder(shop.token, {
      order_id: order._id,
      order: { addProducts: [line] },
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json<Order>().order.products).toHaveLength(50);
  });

  it.each(['Delivered', 'Cancelled'])('refuses a line on a %s order (409)', async (status) => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 500 }],
      order: { advancePayment: 500 },
    });
    const close =
      status === 'Delivered'
        ? { url: '/api/update_order_status', payload: { order_id: order._id, status } }
        : { url: '/api/cancel_order', payload: { order_id: order._id, paid_money: 'keep' } };
    const closed = await ctx.app.inject({
      method: 'POST',
      headers: bearer(shop.token),
      ...close,
    });
    expect(closed.statusCode).toBe(200);
    const photos = await insertImages(ctx, shop.store_id!, 1);
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        addProducts: [{ product: { name: 'Kurta' }, price: 300, uploadedImages: photos }],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(
      `Order is ${status}: its products and prices can no longer be changed`,
    );
    const [image] = await ctx.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.id, photos[0]!));
    expect(image!.productId).toBeNull();
  });

  it('refuses an employee (403): an added line sets a price on an order the shop has agreed', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ price: 500, assigned_to: tailor.employee_id }],
    });
    const photos = await insertImages(ctx, shop.store_id!, 1);
    const response = await updateOrder(tailor.token, {
      order_id: order._id,
      order: {
        addProducts: [{ product: { name: 'Kurta' }, price: 300, uploadedImages: photos }],
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: string }>().error).toBe(
      'Only the shopkeeper can change prices, the payment type or assignments, or add or remove a product',
    );
    expect((await detail(shop.token, order._id)).order.products).toHaveLength(1);
  });

  it('adds a retried line with the same Idempotency-Key once', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ price: 500 }] });
    const photos = await insertImages(ctx, shop.store_id!, 1);
    const body = {
      order_id: order._id,
      order: {
        addProducts: [{ product: { name: 'Kurta' }, price: 300, uploadedImages: photos }],
      },
    };
    const key = { 'Idempotency-Key': 'add-line-once-1' };
    const first = await updateOrder(shop.token, body, key);
    const again = await updateOrder(shop.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json<Order>().order.products).toHaveLength(2);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.totalPaise).toBe(80000);
  });

  it('writes the edit in one transaction: a line refused after others were written leaves nothing behind', async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, shop, { products: [{ name: 'Shirt', price: 500 }] });
    const shirt = order.order.products[0]!;
    const photos = await insertImages(ctx, shop.store_id!, 1);
    const foreign = await insertImages(ctx, other.store_id!, 1);
    const response = await updateOrder(shop.token, {
      order_id: order._id,
      order: {
        products: [{ _id: shirt._id, note: 'Changed' }],
        addProducts: [
          { product: { name: 'Cap' }, price: 100, uploadedImages: photos },
          { product: { name: 'Scarf' }, price: 200, uploadedImages: foreign },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Please upload them again');
    const seen = await detail(shop.token, order._id);
    expect(seen.order.products.map((p) => [p.product.name, p.note])).toEqual([['Shirt', null]]);
    expect(seen.order.totalAmount).toBe(500);
    const [image] = await ctx.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.id, photos[0]!));
    expect(image!.productId).toBeNull();
  });
});

describe('POST /api/update_order: who may edit', () => {
  it("lets an employee fix measurements and notes of an order they work on, not another's (404) nor money (403)", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const colleague = await createEmployee(ctx, shop);
    const theirs = await placeOrder(ctx, shop, {
      products: [{ price: 500, assigned_to: tailor.employee_id }],
    });
    const unrelated = await placeOrder(ctx, shop, {
      products: [{ price: 500, assigned_to: colleague.employee_id, measurements: { Chest: '38' } }],
    });

    const own = await updateOrder(tailor.token, {
      order_id: theirs._id,
      order: {
        products: [{ _id: theirs.order.products[0]!._id, measurements: { Chest: '41' } }],
      },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<Order>().order.products[0]!.measurements).toEqual({ Chest: '41' });

    const outside = await updateOrder(tailor.token, {
      order_id: unrelated._id,
      order: {
        products: [{ _id: unrelated.order.products[0]!._id, measurements: { Chest: '50' } }],
      },
      customer: { name: 'Someone Else' },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    const untouched = await detail(shop.token, unrelated._id);
    expect(untouched.order.products[0]!.measurements).toEqual({ Chest: '38' });
    expect(untouched.customer.name).toBe('Asha Rao');

    for (const order of [
      { products: [{ _id: theirs.order.products[0]!._id, price: 1 }] },
      { paymentType: 'card' },
      { products: [{ _id: theirs.order.products[0]!._id, assigned_to: null }] },
    ]) {
      const money = await updateOrder(tailor.token, { order_id: theirs._id, order });
      expect(money.statusCode).toBe(403);
      expect(money.json()).toEqual({
        error:
          'Only the shopkeeper can change prices, the payment type or assignments, or add or remove a product',
        code: 'EDIT_SHOPKEEPER_ONLY',
      });
    }
    expect((await detail(shop.token, theirs._id)).order.totalAmount).toBe(500);
  });

  it("refuses an employee's change to the order's customer (403) and takes the customer as they are", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao', address: '12 MG Road, Pune', gender: 'female' },
      products: [{ price: 500, assigned_to: tailor.employee_id, measurements: { Chest: '38' } }],
    });
    const line = order.order.products[0]!._id;
    const eventsBefore = (await eventsOf(order._id)).length;

    for (const customer of [
      { name: 'Asha Kulkarni' },
      // Another case is another name on the bill.
      { name: 'asha rao' },
      { address: '7 Laxmi Road, Pune' },
      { gender: 'male' },
      { name: 'Asha Rao', address: '12 MG Road, Pune', gender: 'male' },
    ]) {
      const response = await updateOrder(tailor.token, {
        order_id: order._id,
        order: { products: [{ _id: line, measurements: { Chest: '41' } }] },
        customer,
      });
      expect(response.statusCode, JSON.stringify(customer)).toBe(403);
      expect(response.json()).toEqual({
        error: "Only the shopkeeper can change a customer's name, address or gender",
        code: 'CUSTOMER_CHANGE_SHOPKEEPER_ONLY',
      });
    }

    const seen = await detail(shop.token, order._id);
    expect(seen.customer).toMatchObject({
      name: 'Asha Rao',
      address: '12 MG Road, Pune',
      gender: 'female',
    });
    expect(seen.customer_name).toBe('Asha Rao');
    // The refused edit's measurements went with it.
    expect(seen.order.products[0]!.measurements).toEqual({ Chest: '38' });
    expect(await eventsOf(order._id)).toHaveLength(eventsBefore);

    // The customer as they are is no change: the edit goes through and records none to them.
    const same = await updateOrder(tailor.token, {
      order_id: order._id,
      order: { products: [{ _id: line, measurements: { Chest: '41' } }] },
      // As the schema reads them: trimmed, the gender in any case.
      customer: { name: ' Asha Rao ', address: '12 MG Road, Pune ', gender: 'Female' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json<Order>().customer_name).toBe('Asha Rao');
    const last = (await detail(shop.token, order._id)).status_history.at(-1)!;
    expect(last.changes.map((c) => c.field)).toEqual(['measurement']);
  });

  it("answers 404 for another shop's order and changes nothing there", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const response = await updateOrder(other.token, {
      order_id: order._id,
      order: {},
      customer: { name: 'Intruder Name' },
    });
    expect(response.statusCode).toBe(404);
    const [customer] = await ctx.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, order.customer_id));
    expect(customer!.name).toBe('Asha Rao');
  });
});
