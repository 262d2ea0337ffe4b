import type { DashboardData } from '@tailor/shared/analytics';
import type { FitFeedbackAnswer } from '@tailor/shared/fit';
import type { Notification } from '@tailor/shared/notifications-schemas';
import type { Order, OrderDetail, OrderList } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  callApi,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';

/*
 * How it fitted (issue 31, section 4): for 14 days after Delivered the customer tells, per garment
 * or for the whole order; 'needs a change' opens an alteration order linked to the original.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const DAY_MS = 86_400_000;

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return callApi(ctx, token, method, url, payload);
}

function tell(shareToken: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shared_order/${shareToken}/feedback`,
    payload,
    headers,
  });
}

/** A paid order of the shop, Delivered now. */
async function deliveredOrder(shop: Shop, names = ['Blouse', 'Lehenga']): Promise<Order> {
  const order = await placeOrder(ctx, shop, {
    customer: { name: 'Meena Iyer' },
    products: names.map((name) => ({ name, price: 500, measurements: { Chest: '36' } })),
    order: { advancePayment: 500 * names.length },
  });
  const delivered = await call(shop.token, 'POST', '/update_order_status', {
    order_id: order._id,
    status: 'Delivered',
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return order;
}

async function listOf(shop: Shop, query = ''): Promise<OrderList> {
  const response = await call(shop.token, 'GET', `/get_orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderList>();
}

describe('POST /api/shared_order/{token}/feedback', () => {
  it('takes a good fit per garment, once, and opens no order', async () => {
    const shop = await createShop(ctx);
    const order = await deliveredOrder(shop);
    const blouse = order.order.products[0]!._id;
    const response = await tell(order.share_token, { fit: 'good', product_id: blouse });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<FitFeedbackAnswer>();
    expect(answer.alteration_order_number).toBeNull();
    expect(answer.answers).toEqual([
      expect.objectContaining({ product_id: blouse, fit: 'good', note: null }),
    ]);
    const again = await tell(order.share_token, { fit: 'needs_change', product_id: blouse });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('How this fitted was already told: the answer stays as given');
    // The other garment, and the whole order, are answered apart.
    const other = order.order.products[1]!._id;
    expect((await tell(order.share_token, { fit: 'good', product_id: other })).statusCode).toBe(
      200,
    );
    expect((await tell(order.share_token, { fit: 'good' })).statusCode).toBe(200);
    expect((await tell(order.share_token, { fit: 'good' })).statusCode).toBe(409);
    expect((await listOf(shop)).total).toBe(1);
  });

  it("opens one alteration for the same person on 'needs a change': linked, priced 0, due in 3 days, with the note, at the top of the list, and tells the shop", async () => {
    const shop = await createShop(ctx);
    const order = await deliveredOrder(shop);
    const lehenga = order.order.products[1]!;
    const headers = { 'idempotency-key': `fit-${order._id}` };
    const payload = { fit: 'needs_change', product_id: lehenga._id, note: 'Waist is loose' };
    const response = await tell(order.share_token, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    const retried = await tell(order.share_token, payload, headers);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(response.json());
    const number = response.json<FitFeedbackAnswer>().alteration_order_number!;
    expect(number).toBe(order.order_number + 1);

    const list = await listOf(shop);
    expect(list.total).toBe(2);
    expect(list.fit_fixes).toHaveLength(1);
    const fix = list.fit_fixes[0]!;
    expect(fix).toMatchObject({
      order_number: number,
      customer_id: order.customer_id,
      customer_name: 'Meena Iyer',
      status: 'Pending',
    });
    expect(fix.order).toMatchObject({ orderType: 'alteration', totalAmount: 0 });
    const due = new Date(Date.parse(`${fix.order.orderDate}T00:00:00Z`) + 3 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    expect(fix.order.dueDate).toBe(due);
    expect(fix.order.products).toEqual([
      expect.objectContaining({
        product: { name: 'Lehenga' },
        price: 0,
        note: 'Waist is loose',
        measurements: { Chest: '36' },
      }),
    ]);
    const [row] = await ctx.database.db
      .select({ fixes: orders.fixesOrderId })
      .from(orders)
      .where(eq(orders.id, fix._id));
    expect(row!.fixes).toBe(order._id);
    // Filtered or later pages show the list alone.
    expect((await listOf(shop, '?status=Pending')).fit_fixes).toEqual([]);

    const notices = await call(shop.token, 'GET', '/notifications');
    expect(
      notices
        .json<{ notifications: Notification[] }>()
        .notifications.filter((n) => n.type === 'fit_needs_change'),
    ).toEqual([
      expect.objectContaining({
        order_id: fix._id,
        data: expect.objectContaining({ note: 'Waist is loose', productName: 'Lehenga' }),
      }),
    ]);
    const detail = await call(shop.token, 'GET', `/orders/${fix._id}`);
    expect(detail.json<OrderDetail>().customer?._id).toBe(order.customer_id);
  });

  it('is refused before the order is delivered, and for a garment of another order', async () => {
    const shop = await createShop(ctx);
    const open = await placeOrder(ctx, shop);
    expect((await tell(open.share_token, { fit: 'good' })).statusCode).toBe(409);
    const order = await deliveredOrder(shop);
    const foreign = await tell(order.share_token, {
      fit: 'good',
      product_id: open.order.products[0]!._id,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await tell('A'.repeat(32), { fit: 'good' })).statusCode).toBe(404);
    expect((await tell(order.share_token, { fit: 'tight' })).statusCode).toBe(400);
  });

  it('asks on the tracking page with plain forms, then shows the answer', async () => {
    const shop = await createShop(ctx);
    const order = await deliveredOrder(shop, ['Kurta']);
    const url = `/shared_order/${order.share_token}`;
    const page = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.body).toContain('How did it fit?');
    expect(page.body).toContain(
      `<form method="post" action="${url}/feedback" class="trial-other">`,
    );
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `${url}/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        fit: 'needs_change',
        product_id: order.order.products[0]!._id,
        note: 'Sleeves long',
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${url}#fit-card`);
    const after = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(after.body).toContain('data-fit="needs_change"');
    expect(after.body).not.toContain('name="fit"');
    expect(after.rawPayload.length).toBeLessThan(30 * 1024);
    expect((await listOf(shop)).fit_fixes).toHaveLength(1);
  });
  it("counts good fits and changes per month, garment and karigar on the shop's dashboard", async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Blouse', price: 500, assigned_to: ravi.employee_id },
        { name: 'Lehenga', price: 500 },
      ],
      order: { advancePayment: 1000 },
    });
    const delivered = await call(shop.token, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'Delivered',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [blouse, lehenga] = order.order.products;
    await tell(order.share_token, { fit: 'good', product_id: blouse!._id });
    await tell(order.share_token, { fit: 'needs_change', product_id: lehenga!._id });
    const dashboard = await call(shop.token, 'GET', '/get_dashboard_data');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const month = today(ctx).slice(0, 7);
    expect(dashboard.json<DashboardData>().fit_quality).toEqual([
      { month, garment: 'Blouse', karigar: 'Ravi', good: 1, needs_change: 0 },
      { month, garment: 'Lehenga', karigar: null, good: 0, needs_change: 1 },
    ]);
    const other = await createShop(ctx);
    const theirs = await call(other.token, 'GET', '/get_dashboard_data');
    expect(theirs.json<DashboardData>().fit_quality).toEqual([]);
  });

  // Last: it moves the clock, and the Delivered events keep the database's time.
  it('is open 14 days after Delivered: day 13 taken, day 15 refused', async () => {
    const shop = await createShop(ctx);
    const early = await deliveredOrder(shop);
    const late = await deliveredOrder(shop);
    ctx.clock.advance(13 * DAY_MS);
    expect((await tell(early.share_token, { fit: 'good' })).statusCode).toBe(200);
    ctx.clock.advance(2 * DAY_MS);
    const refused = await tell(late.share_token, { fit: 'good' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'How it fitted can be told for 14 days after the order was delivered',
    );
    const shared = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared_order/${late.share_token}`,
    });
    expect(shared.json<SharedOrder>().fit.open_until).toBeNull();
  });
});
