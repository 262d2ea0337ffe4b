import { addDays } from '@tailor/shared/dates';
import { pushPayloadSchema } from '@tailor/shared/push';
import type { Order } from '@tailor/shared/orders';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../db/schema/employees';
import { notifications } from '../db/schema/notifications';
import { orders } from '../db/schema/orders';
import { FakePushService } from '../../test/fake-push-service';
import { placeOrder } from '../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../test/test-app';
import { createDueReminders } from './reminders';
import { createJobDeps, type JobDeps } from './scheduler';

let ctx: TestContext;
let pushService: FakePushService;
let deps: JobDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  pushService = await FakePushService.start();
  deps = await createJobDeps({
    db: ctx.database.db,
    config: ctx.config,
    log: ctx.app.log,
    clock: ctx.clock,
  });
});
afterAll(async () => {
  await deps.push.idle();
  await ctx.close();
  await pushService.close();
});

// 00:30 on 11 March 2026 in India, still 10 March in UTC.
const NOW = '2026-03-10T19:00:00.000Z';
const TODAY = '2026-03-11';

async function remindersFor(orderIds: string[]) {
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(inArray(notifications.orderId, orderIds));
  return rows.filter((row) => row.type === 'order_due_tomorrow' || row.type === 'order_overdue');
}

async function setDueDate(order: Order, dueDate: string) {
  await ctx.database.db.update(orders).set({ dueDate }).where(eq(orders.id, order._id));
}

describe('createDueReminders', () => {
  it('reminds the assignees and the shopkeeper once: due tomorrow (high) and overdue (urgent), in India', async () => {
    const shop = await createShop(ctx);
    const ravi = await createEmployee(ctx, shop, { name: 'Ravi' });
    const sita = await createEmployee(ctx, shop, { name: 'Sita' });
    const gone = await createEmployee(ctx, shop, { name: 'Left The Shop' });
    ctx.clock.set(NOW);

    // 12 March is tomorrow in India (in UTC it would be the day after tomorrow).
    const tomorrow = await placeOrder(ctx, shop, {
      customer: { name: 'Meera' },
      products: [
        { price: 500, assigned_to: ravi.employee_id },
        { price: 600, assigned_to: ravi.employee_id },
        { price: 700, assigned_to: gone.employee_id },
      ],
      order: { dueDate: '2026-03-12' },
    });
    await ctx.database.db
      .update(employees)
      .set({ active: false })
      .where(eq(employees.id, gone.employee_id));
    // 10 March is yesterday in India (in UTC it is still today).
    const overdue = await placeOrder(ctx, shop, {
      products: [{ assigned_to: sita.employee_id }],
      order: { dueDate: TODAY },
    });
    await setDueDate(overdue, '2026-03-10');
    const dueToday = await placeOrder(ctx, shop, { order: { dueDate: TODAY } });
    const inTwoDays = await placeOrder(ctx, shop, { order: { dueDate: addDays(TODAY, 2) } });
    const delivered = await placeOrder(ctx, shop, { order: { dueDate: TODAY } });
    await setDueDate(delivered, '2026-03-09');
    await ctx.database.db
      .update(orders)
      .set({ status: 'Delivered' })
      .where(eq(orders.id, delivered._id));
    const longForgotten = await placeOrder(ctx, shop, { order: { dueDate: TODAY } });
    await setDueDate(longForgotten, addDays(TODAY, -8));
    const lastWeek = await placeOrder(ctx, shop, { order: { dueDate: TODAY } });
    await setDueDate(lastWeek, addDays(TODAY, -7));

    await createDueReminders(deps);
    const all = [tomorrow, overdue, dueToday, inTwoDays, delivered, longForgotten, lastWeek].map(
      (o) => o._id,
    );
    const rows = await remindersFor(all);
    const summary = rows.map((r) => [r.orderId, r.userId, r.type, r.priority, r.storeId]);
    expect(summary).toHaveLength(5);
    expect(summary).toEqual(
      expect.arrayContaining([
        [tomorrow._id, shop.user_id, 'order_due_tomorrow', 'high', shop.store_id],
        [tomorrow._id, ravi.user_id, 'order_due_tomorrow', 'high', shop.store_id],
        [overdue._id, shop.user_id, 'order_overdue', 'urgent', shop.store_id],
        [overdue._id, sita.user_id, 'order_overdue', 'urgent', shop.store_id],
        [lastWeek._id, shop.user_id, 'order_overdue', 'urgent', shop.store_id],
      ]),
    );
    expect(rows.find((r) => r.orderId === tomorrow._id)!.data).toEqual({
      orderNumber: tomorrow.order_number,
      dueDate: '2026-03-12',
      customerName: 'Meera',
    });

    // Ravi sees it in his list like any notification.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(ravi.token),
    });
    expect(list.json().notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'order_due_tomorrow',
          priority: 'high',
          order_id: tomorrow._id,
        }),
      ]),
    );

    await createDueReminders(deps);
    expect(await remindersFor(all)).toHaveLength(5);
  });

  it('creates each reminder once when two servers run the job at the same moment', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    ctx.clock.set(NOW);
    const placed = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(ctx, shop, {
          products: [{ assigned_to: tailor.employee_id }],
          order: { dueDate: '2026-03-12' },
        }),
      ),
    );
    const otherServer = await createJobDeps({
      db: ctx.database.db,
      config: ctx.config,
      log: ctx.app.log,
      clock: ctx.clock,
    });

    const created = await Promise.all([
      createDueReminders(deps),
      createDueReminders(otherServer),
      createDueReminders(deps),
    ]);
    const ids = placed.map((o) => o._id);
    const rows = await remindersFor(ids);
    expect(rows).toHaveLength(10);
    expect(created.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => `${r.orderId}:${r.userId}`)).size).toBe(10);
    await otherServer.push.idle();
  });

  it('does not make a reminder again that the user deleted, but reminds again of a new due date', async () => {
    const shop = await createShop(ctx);
    ctx.clock.set(NOW);
    const order = await placeOrder(ctx, shop, { order: { dueDate: '2026-03-12' } });
    await createDueReminders(deps);
    const [reminder] = await remindersFor([order._id]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${reminder!.id}`,
      headers: bearer(shop.token),
    });
    expect(deleted.statusCode).toBe(204);
    await createDueReminders(deps);
    expect(await remindersFor([order._id])).toEqual([]);

    // A day later the order is overdue: that is a reminder of its own.
    ctx.clock.set('2026-03-12T19:00:00.000Z');
    await createDueReminders(deps);
    expect((await remindersFor([order._id])).map((r) => r.type)).toEqual(['order_overdue']);

    // Moved to a new due date, it is reminded of again when that comes near.
    await setDueDate(order, '2026-03-20');
    ctx.clock.set('2026-03-18T19:00:00.000Z');
    await createDueReminders(deps);
    expect((await remindersFor([order._id])).map((r) => [r.type, r.data.dueDate]).sort()).toEqual([
      ['order_due_tomorrow', '2026-03-20'],
      ['order_overdue', '2026-03-12'],
    ]);
  });

  it('pushes reminders to the browsers of the people reminded', async () => {
    const shop = await createShop(ctx);
    const browser = pushService.newBrowser();
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: bearer(shop.token),
      payload: browser.subscription,
    });
    expect(subscribed.statusCode).toBe(201);
    ctx.clock.set(NOW);
    const order = await placeOrder(ctx, shop, { order: { dueDate: TODAY } });
    await setDueDate(order, '2026-03-09');

    await createDueReminders(deps);
    await vi.waitFor(() => expect(pushService.receivedBy(browser)).toHaveLength(1), {
      timeout: 5_000,
    });
    const payload = pushPayloadSchema.parse(
      JSON.parse(browser.decrypt(pushService.receivedBy(browser)[0]!.body)),
    );
    expect(payload).toMatchObject({
      type: 'order_overdue',
      priority: 'urgent',
      title: `Order #${order.order_number} is overdue`,
      order_id: order._id,
      url: `/app/order-details/${order._id}`,
    });
    expect(pushService.receivedBy(browser)[0]!.headers.urgency).toBe('high');
  });
});
