import { addDays } from '@tailor/shared/dates';
import type {
  EmployeeDashboard,
  EmployeeOrderList,
  EmployeeProduct,
} from '@tailor/shared/employee-area';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { orderBody, placeOrder, postOrder, today } from '../../../test/order-fixtures';
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
type Worker = Awaited<ReturnType<typeof createEmployee>>;

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
}

const idsOf = (list: { _id: string }[]) => list.map((o) => o._id);

/** An order created by the employee through the API (employees may take orders). */
async function orderTakenBy(
  worker: Worker,
  spec: Parameters<typeof orderBody>[2] = {},
): Promise<Order> {
  const response = await postOrder(ctx, worker.token, await orderBody(ctx, worker.store_id!, spec));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<Order>();
}

async function deliver(shop: Shop, order: Order) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/update_order_status',
    headers: bearer(shop.token),
    payload: { order_id: order._id, status: 'Delivered' },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/**
 * A shop with me and a colleague: an order with my product, one shared with the colleague, one of
 * the colleague's only, one I took for the colleague; and another shop's order.
 */
async function workplace() {
  const shop = await createShop(ctx, { shop_name: 'Work Place Tailors' });
  const me = await createEmployee(ctx, shop, { name: 'Mohan Me' });
  const colleague = await createEmployee(ctx, shop, { name: 'Chetan Colleague' });
  const mine = await placeOrder(ctx, shop, {
    products: [{ name: 'Kurta', assigned_to: me.employee_id }],
  });
  const shared = await placeOrder(ctx, shop, {
    products: [
      { name: 'Sherwani', assigned_to: colleague.employee_id },
      {
        name: 'Pyjama',
        assigned_to: me.employee_id,
        measurements: { Waist: '32', Length: '40' },
        images: 2,
      },
    ],
  });
  const theirs = await placeOrder(ctx, shop, {
    products: [{ name: 'Blazer', assigned_to: colleague.employee_id }],
  });
  const taken = await orderTakenBy(me, {
    products: [{ name: 'Lehenga', assigned_to: colleague.employee_id }],
  });
  const other = await createShop(ctx);
  const otherWorker = await createEmployee(ctx, other);
  const foreign = await placeOrder(ctx, other, {
    products: [{ assigned_to: otherWorker.employee_id }],
  });
  return { shop, me, colleague, mine, shared, theirs, taken, other, otherWorker, foreign };
}

let place: Awaited<ReturnType<typeof workplace>>;
beforeAll(async () => {
  place = await workplace();
});

describe('GET /api/employee/orders', () => {
  it('lists the orders of the selected store with a product assigned to me', async () => {
    const response = await get(place.me.token, '/employee/orders');
    expect(response.statusCode).toBe(200);
    const page = response.json<EmployeeOrderList>();
    // Both due the same day: the earlier order first.
    expect(idsOf(page.orders)).toEqual([place.mine._id, place.shared._id]);
    expect(page).toMatchObject({ total: 2, page: 1, limit: 10, total_pages: 1, has_more: false });
    // Whole order objects: the colleague's line of a shared order is part of it.
    expect(page.orders[1]!.order.products.map((p) => p.product.name)).toEqual([
      'Sherwani',
      'Pyjama',
    ]);
  });

  it('pages, and filters by status (Due too) and order date', async () => {
    const firstPage = (
      await get(place.me.token, '/employee/orders?limit=1')
    ).json<EmployeeOrderList>();
    expect(firstPage).toMatchObject({ total: 2, limit: 1, total_pages: 2, has_more: true });
    const secondPage = (
      await get(place.me.token, '/employee/orders?limit=1&page=2')
    ).json<EmployeeOrderList>();
    expect(idsOf([...firstPage.orders, ...secondPage.orders])).toEqual([
      place.mine._id,
      place.shared._id,
    ]);
    expect(secondPage.has_more).toBe(false);

    expect((await get(place.me.token, '/employee/orders?status=assigned')).json().total).toBe(2);
    expect((await get(place.me.token, '/employee/orders?status=Completed')).json().total).toBe(0);
    expect(
      (await get(place.me.token, `/employee/orders?startDate=${addDays(today(ctx), 1)}`)).json()
        .total,
    ).toBe(0);
    expect(
      (
        await get(place.me.token, `/employee/orders?startDate=${today(ctx)}&endDate=${today(ctx)}`)
      ).json().total,
    ).toBe(2);
    // Due in 10 days: outside the 7-day window.
    expect((await get(place.me.token, '/employee/orders?status=Due')).json().total).toBe(0);

    const bad = await get(
      place.me.token,
      `/employee/orders?startDate=${today(ctx)}&endDate=${addDays(today(ctx), -1)}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'End date cannot be earlier than start date.',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_END_BEFORE_START', field: 'endDate' },
    });
    const badLimit = await get(place.me.token, '/employee/orders?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toEqual({
      error: 'limit must be a whole number from 1 to 100',
      code: 'VALIDATION_FAILED',
      params: { rule: 'ORDER_LIST_LIMIT_INVALID', field: 'limit', max: 100 },
    });
  });

  it('is refused to shopkeepers (403)', async () => {
    expect((await get(place.shop.token, '/employee/orders')).statusCode).toBe(403);
  });
});

describe('GET /api/employee/orders/created', () => {
  it('lists the orders I created, 20 a page by default', async () => {
    const response = await get(place.me.token, '/employee/orders/created');
    expect(response.statusCode).toBe(200);
    const page = response.json<EmployeeOrderList>();
    expect(idsOf(page.orders)).toEqual([place.taken._id]);
    expect(page).toMatchObject({ total: 1, page: 1, limit: 20, total_pages: 1, has_more: false });
    expect((await get(place.colleague.token, '/employee/orders/created')).json().total).toBe(0);
  });

  it('fills pages of 20 and says when there are more', async () => {
    const shop = await createShop(ctx);
    const clerk = await createEmployee(ctx, shop);
    for (let i = 0; i < 21; i++) await orderTakenBy(clerk);
    const first = (await get(clerk.token, '/employee/orders/created')).json<EmployeeOrderList>();
    expect(first).toMatchObject({ total: 21, limit: 20, total_pages: 2, has_more: true });
    expect(first.orders).toHaveLength(20);
    const second = (
      await get(clerk.token, '/employee/orders/created?page=2')
    ).json<EmployeeOrderList>();
    expect(second.orders).toHaveLength(1);
    expect(second.has_more).toBe(false);
    expect(new Set(idsOf([...first.orders, ...second.orders])).size).toBe(21);
  });
});

describe('GET /api/employee/orders/{id}', () => {
  it('opens an order I work on or created, with its customer, history and payments', async () => {
    for (const order of [place.mine, place.shared, place.taken]) {
      const response = await get(place.me.token, `/employee/orders/${order._id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json<OrderDetail>();
      expect(detail).toMatchObject({
        _id: order._id,
        order_number: order.order_number,
        customer: { name: 'Asha Rao' },
      });
      expect(detail.status_history).toHaveLength(1);
    }
  });

  it("answers 404 for the shop's other orders, another shop's order and a malformed id", async () => {
    for (const id of [
      place.theirs._id,
      place.foreign._id,
      'nope',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await get(place.me.token, `/employee/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
  });
});

describe('GET /api/employee/products/{id}', () => {
  it('opens my product line with its measurements, images and order', async () => {
    const line = place.shared.order.products[1]!;
    const response = await get(place.me.token, `/employee/products/${line._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<EmployeeProduct>()).toEqual({
      _id: line._id,
      product: { name: 'Pyjama' },
      price: line.price,
      measurements: { Waist: '32', Length: '40' },
      measurement_unit: 'in',
      note: null,
      uploadedImages: line.uploadedImages,
      assigned_to: { _id: place.me.employee_id, name: 'Mohan Me' },
      tag_code: line.tag_code,
      stage: null,
      order_id: place.shared._id,
      order_number: place.shared.order_number,
      customer_name: 'Asha Rao',
      status: 'Assigned',
      delay_note: null,
      orderType: 'new',
      orderDate: place.shared.order.orderDate,
      dueDate: place.shared.order.dueDate,
    });
    expect(line.uploadedImages).toHaveLength(2);
  });

  it("opens a colleague's line of an order I created", async () => {
    const line = place.taken.order.products[0]!;
    const response = await get(place.me.token, `/employee/products/${line._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: line._id,
      assigned_to: { _id: place.colleague.employee_id },
    });
  });

  it("opens a colleague's line of an order I work on, as the order itself shows it", async () => {
    const line = place.shared.order.products[0]!;
    const response = await get(place.me.token, `/employee/products/${line._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: line._id,
      product: { name: 'Sherwani' },
      assigned_to: { _id: place.colleague.employee_id },
    });
  });

  it("answers 404 for a line of a colleague's order, another shop's line and a malformed id", async () => {
    const colleagueLine = place.theirs.order.products[0]!._id;
    const foreignLine = place.foreign.order.products[0]!._id;
    for (const id of [colleagueLine, foreignLine, 'nope']) {
      const response = await get(place.me.token, `/employee/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    }
  });
});

describe('GET /api/employee/dashboard', () => {
  it('counts my assigned work by status, lists what is due soon (overdue first) and what I created', async () => {
    const shop = await createShop(ctx);
    const me = await createEmployee(ctx, shop);
    const colleague = await createEmployee(ctx, shop);
    const soon = await placeOrder(ctx, shop, {
      products: [{ assigned_to: me.employee_id }, { assigned_to: me.employee_id }],
      order: { dueDate: addDays(today(ctx), 3) },
    });
    const overdue = await placeOrder(ctx, shop, { products: [{ assigned_to: me.employee_id }] });
    await ctx.database.db
      .update(orders)
      .set({ dueDate: addDays(today(ctx), -2) })
      .where(eq(orders.id, overdue._id));
    const later = await placeOrder(ctx, shop, { products: [{ assigned_to: me.employee_id }] });
    const deliveredSoon = await placeOrder(ctx, shop, {
      products: [{ assigned_to: me.employee_id, price: 500 }],
      order: { dueDate: today(ctx), advancePayment: 500 },
    });
    await deliver(shop, deliveredSoon);
    await placeOrder(ctx, shop, {
      products: [{ assigned_to: colleague.employee_id }],
      order: { dueDate: today(ctx) },
    });
    const took = await orderTakenBy(me, { products: [{ assigned_to: colleague.employee_id }] });
    const tookAgain = await orderTakenBy(me, {
      products: [{ assigned_to: colleague.employee_id }],
    });

    const response = await get(me.token, '/employee/dashboard');
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<EmployeeDashboard>();
    expect(dashboard.assigned).toEqual({
      total: 5,
      by_status: {
        Pending: 0,
        Assigned: 4,
        'In Process': 0,
        Completed: 0,
        Delayed: 0,
        Delivered: 1,
        Cancelled: 0,
      },
    });
    expect(idsOf(dashboard.due_soon)).toEqual([overdue._id, soon._id]);
    expect(dashboard.created_count).toBe(2);
    expect(idsOf(dashboard.recent_created)).toEqual([tookAgain._id, took._id]);
    expect(idsOf(dashboard.due_soon)).not.toContain(later._id);
  });

  it('is refused to shopkeepers (403) and to a deactivated employee (401)', async () => {
    expect((await get(place.shop.token, '/employee/dashboard')).statusCode).toBe(403);
    const shop = await createShop(ctx);
    const leaving = await createEmployee(ctx, shop);
    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, leaving.employee_id));
    for (const url of ['/employee/dashboard', '/employee/orders', '/get_employee_details']) {
      expect((await get(leaving.token, url)).statusCode).toBe(401);
    }
  });
});
