import type { Notification, NotificationList } from '@tailor/shared/notifications-schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { placeOrder } from '../../../test/order-fixtures';
import {
  callApi,
  createEmployee,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { notify } from './notifications.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

function call(
  token: string,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) {
  return callApi(ctx, token, method, url, payload);
}

async function list(token: string, query = ''): Promise<NotificationList> {
  const response = await call(token, 'GET', `/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
}

async function unreadCount(token: string): Promise<number> {
  const response = await call(token, 'GET', '/notifications/unread_count');
  expect(response.statusCode).toBe(200);
  return response.json<{ unread_count: number }>().unread_count;
}

/** `count` notifications for the shopkeeper, numbered 1..count, created one after another. */
async function seed(
  shop: Shop,
  count: number,
  storeId: string | null = shop.store_id,
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    // Written directly: notify() would refuse a notice of a store the user does not belong to.
    const [row] = await ctx.database.db
      .insert(notifications)
      .values({
        userId: shop.user_id,
        storeId,
        type: 'order_status_changed',
        data: { orderNumber: n, status: 'Completed' },
      })
      .returning({ id: notifications.id });
    // Distinct, increasing times: the list is newest first.
    await ctx.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)) })
      .where(eq(notifications.id, row!.id));
    ids.push(row!.id);
  }
  return ids;
}

/** Makes these notifications `days` days old by the app's clock. */
async function age(ids: string[], days: number) {
  await ctx.database.db
    .update(notifications)
    .set({ createdAt: new Date(ctx.clock.now().getTime() - days * 86_400_000) })
    .where(inArray(notifications.id, ids));
}

describe('GET /api/notifications', () => {
  it("lists the caller's notifications newest first, 20 a page, with total and has_more", async () => {
    const shop = await createShop(ctx);
    await seed(shop, 23);
    const first = await list(shop.token);
    expect(first.total).toBe(23);
    expect(first.has_more).toBe(true);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications.map((n) => n.data.orderNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => 23 - i),
    );
    expect(first.notifications[0]).toEqual({
      _id: expect.any(String),
      type: 'order_status_changed',
      priority: 'normal',
      read: false,
      data: { orderNumber: 23, status: 'Completed' },
      order_id: null,
      store_id: shop.store_id,
      created_at: '2026-01-01T00:23:00.000Z',
    } satisfies Notification);
    const second = await list(shop.token, '?page=2');
    expect(second).toMatchObject({ total: 23, has_more: false });
    expect(second.notifications.map((n) => n.data.orderNumber)).toEqual([3, 2, 1]);
    const small = await list(shop.token, '?page=3&limit=10');
    expect(small.notifications.map((n) => n.data.orderNumber)).toEqual([3, 2, 1]);
    expect(small.has_more).toBe(false);
    expect((await list(shop.token, '?page=2&limit=10')).has_more).toBe(true);
  });

  it('lists only unread ones with unread_only=true', async () => {
    const shop = await createShop(ctx);
    const ids = await seed(shop, 3);
    expect((await call(shop.token, 'PUT', `/notifications/${ids[1]}/read`)).statusCode).toBe(200);
    const unread = await list(shop.token, '?unread_only=true');
    expect(unread).toMatchObject({ total: 2, has_more: false });
    expect(unread.notifications.map((n) => n._id)).toEqual([ids[2], ids[0]]);
    expect((await list(shop.token, '?unread_only=false')).total).toBe(3);
  });

  it('shows a user with a selected store only that store’s notifications and those of no store', async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const [own] = await seed(shop, 1);
    const [storeless] = await seed(shop, 1, null);
    await seed(shop, 1, other.store_id);
    const visible = await list(shop.token);
    expect(visible.notifications.map((n) => n._id).sort()).toEqual([own, storeless].sort());
    expect(await unreadCount(shop.token)).toBe(2);
  });

  it.each([
    ['?page=0', 'page must be a whole number from 1', { rule: 'LIST_PAGE_INVALID', field: 'page' }],
    [
      '?limit=0',
      'limit must be a whole number from 1 to 100',
      { rule: 'NOTIFICATION_LIMIT_INVALID', field: 'limit', max: 100 },
    ],
    [
      '?limit=101',
      'limit must be a whole number from 1 to 100',
      { rule: 'NOTIFICATION_LIMIT_INVALID', field: 'limit', max: 100 },
    ],
    [
      '?unread_only=maybe',
      'unread_only must be true or false',
      { rule: 'NOTIFICATION_UNREAD_ONLY_INVALID', field: 'unread_only' },
    ],
  ])('refuses %s with 400', async (query, message, params) => {
    const shop = await createShop(ctx);
    const response = await call(shop.token, 'GET', `/notifications${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      params,
    });
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/notifications', '/api/notifications/unread_count']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('reading and deleting', () => {
  it('counts unread notifications, marks one read, then all (answering how many changed)', async () => {
    const shop = await createShop(ctx);
    const ids = await seed(shop, 4);
    expect(await unreadCount(shop.token)).toBe(4);

    const one = await call(shop.token, 'PUT', `/notifications/${ids[0]}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Notification>()).toMatchObject({ _id: ids[0], read: true });
    expect(await unreadCount(shop.token)).toBe(3);
    // Marking it again changes nothing and is no error.
    expect((await call(shop.token, 'PUT', `/notifications/${ids[0]}/read`)).statusCode).toBe(200);

    const all = await call(shop.token, 'PUT', '/notifications/read_all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 3 });
    expect(await unreadCount(shop.token)).toBe(0);
    expect((await call(shop.token, 'PUT', '/notifications/read_all')).json()).toEqual({
      updated: 0,
    });
  });

  it('deletes one notification (204), then answers 404 for it', async () => {
    const shop = await createShop(ctx);
    const [first, second] = await seed(shop, 2);
    const deleted = await call(shop.token, 'DELETE', `/notifications/${first}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(shop.token)).notifications.map((n) => n._id)).toEqual([second]);
    const again = await call(shop.token, 'DELETE', `/notifications/${first}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'Notification not found',
      code: 'NOTIFICATION_NOT_FOUND',
    });
  });

  it("never lets one user see, read or delete another's notification (404), and read_all leaves others' alone", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const [owners] = await seed(shop, 1);

    expect((await list(tailor.token)).total).toBe(0);
    for (const [method, url] of [
      ['PUT', `/notifications/${owners}/read`],
      ['DELETE', `/notifications/${owners}`],
    ] as const) {
      const response = await call(tailor.token, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'Notification not found',
        code: 'NOTIFICATION_NOT_FOUND',
      });
    }
    expect((await call(tailor.token, 'PUT', '/notifications/read_all')).json()).toEqual({
      updated: 0,
    });
    const [row] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, owners!));
    expect(row).toMatchObject({ read: false, userId: shop.user_id });
  });

  it('answers 404 for ids that are not notification ids', async () => {
    const shop = await createShop(ctx);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(shop.token, 'PUT', `/notifications/${id}/read`)).statusCode).toBe(404);
      expect((await call(shop.token, 'DELETE', `/notifications/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('POST /api/notifications/cleanup', () => {
  it("deletes the shopkeeper's own notifications older than 30 days, read or not, and no one else's", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const [oldUnread, oldRead, recent] = await seed(shop, 3);
    await call(shop.token, 'PUT', `/notifications/${oldRead}/read`);
    await age([oldUnread!, oldRead!], 31);
    await age([recent!], 29);
    const [tailorsOld] = await notify(
      { db: ctx.database.db },
      { userIds: [tailor.user_id], storeId: shop.store_id, type: 'product_assigned', data: {} },
    );
    await age([tailorsOld!.id], 40);

    const response = await call(shop.token, 'POST', '/notifications/cleanup');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted_count: 2 });
    expect((await list(shop.token)).notifications.map((n) => n._id)).toEqual([recent]);
    expect((await list(tailor.token)).total).toBe(1);
  });

  it('takes another number of days', async () => {
    const shop = await createShop(ctx);
    const [a, b] = await seed(shop, 2);
    await age([a!], 8);
    await age([b!], 6);
    expect((await call(shop.token, 'POST', '/notifications/cleanup', { days: 7 })).json()).toEqual({
      deleted_count: 1,
    });
    expect((await call(shop.token, 'POST', '/notifications/cleanup', { days: 7 })).json()).toEqual({
      deleted_count: 0,
    });
  });

  it.each([0, -1, 1.5, 'ten', 3651])('refuses days=%j with 400', async (days) => {
    const shop = await createShop(ctx);
    const response = await call(shop.token, 'POST', '/notifications/cleanup', { days });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'days must be a whole number from 1 to 3650',
      code: 'VALIDATION_FAILED',
    });
  });

  it("lets an employee clean up their own old notifications, never the shopkeeper's or a colleague's", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const colleague = await createEmployee(ctx, shop);
    const noticeFor = async (userId: string) => {
      const [row] = await notify(
        { db: ctx.database.db },
        { userIds: [userId], storeId: shop.store_id, type: 'product_assigned', data: {} },
      );
      await age([row!.id], 40);
      return row!.id;
    };
    const [tailorsOld, ownersOld, colleaguesOld] = [
      await noticeFor(tailor.user_id),
      await noticeFor(shop.user_id),
      await noticeFor(colleague.user_id),
    ];

    const response = await call(tailor.token, 'POST', '/notifications/cleanup', { days: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted_count: 1 });
    const left = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [tailorsOld, ownersOld, colleaguesOld]));
    expect(left.map((row) => row.id).sort()).toEqual([ownersOld, colleaguesOld].sort());
  });
});

describe('a deactivated employee', () => {
  it("loses the shop's notifications, also after signing in again, and is told nothing more", async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, { products: [{ assigned_to: tailor.employee_id }] });
    const taken = await placeOrder(ctx, tailor, {
      products: [{ assigned_to: tailor.employee_id }],
    });
    const [assigned] = (await list(tailor.token)).notifications;
    expect(assigned).toMatchObject({ type: 'product_assigned', order_id: order._id });

    const deactivated = await call(
      shop.token,
      'PUT',
      `/employees/${tailor.employee_id}/deactivate`,
    );
    expect(deactivated.statusCode).toBe(200);
    ctx.clock.advance(31_000);
    const again = await signIn(ctx, tailor.phone);
    // With no active job they sign in as a user about to open a shop of their own.
    expect(again).toMatchObject({ role: 'shopkeeper', store_id: null, employee_id: null });

    expect(await list(again.token)).toMatchObject({ notifications: [], total: 0 });
    expect(await unreadCount(again.token)).toBe(0);
    const readOne = await call(again.token, 'PUT', `/notifications/${assigned!._id}/read`);
    expect(readOne.statusCode).toBe(404);
    expect((await call(again.token, 'PUT', '/notifications/read_all')).json()).toEqual({
      updated: 0,
    });
    expect((await call(again.token, 'DELETE', `/notifications/${assigned!._id}`)).statusCode).toBe(
      404,
    );

    // A change to the order they took notifies the shopkeeper's side only.
    const status = await call(shop.token, 'POST', '/update_order_status', {
      order_id: taken._id,
      status: 'In Process',
    });
    expect(status.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tailor.user_id));
    expect(rows.map((row) => [row.type, row.read])).toEqual([['product_assigned', false]]);
  });
});

describe('what notifies whom', () => {
  it('tells an assignee about new work, the creator and shopkeeper about status changes, the shopkeeper about payments', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const order = await placeOrder(ctx, shop, {
      products: [{ name: 'Sherwani', price: 900, assigned_to: tailor.employee_id }],
    });

    const assigned = await list(tailor.token);
    expect(assigned.notifications).toEqual([
      expect.objectContaining({
        type: 'product_assigned',
        priority: 'normal',
        order_id: order._id,
        data: { orderNumber: order.order_number, productName: 'Sherwani' },
      }),
    ]);

    await call(tailor.token, 'POST', '/update_order_status', {
      order_id: order._id,
      status: 'Delayed',
      delay_note: 'Buttons',
    });
    await call(tailor.token, 'PUT', `/update_remaining_payment/${order._id}`, {
      remainingAmount: 250.5,
    });
    const owners = await list(shop.token);
    expect(owners.notifications.map((n) => [n.type, n.priority, n.data])).toEqual([
      ['payment_received', 'normal', { orderNumber: order.order_number, amount: 250.5 }],
      ['order_status_changed', 'high', { orderNumber: order.order_number, status: 'Delayed' }],
    ]);
    expect(await unreadCount(shop.token)).toBe(2);
  });

  it('makes a once-only notification once per user: the same dedupe key again creates nothing', async () => {
    const shop = await createShop(ctx);
    const tailor = await createEmployee(ctx, shop);
    const input = {
      userIds: [shop.user_id, tailor.user_id, shop.user_id, null],
      storeId: shop.store_id,
      type: 'order_overdue' as const,
      priority: 'urgent' as const,
      data: { orderNumber: 7 },
      dedupeKey: `test:${shop.store_id}`,
    };
    const [first, second] = await Promise.all([
      notify({ db: ctx.database.db }, input),
      notify({ db: ctx.database.db }, input),
    ]);
    expect(first!.length + second!.length).toBe(2);
    const rows = await ctx.database.db
      .select({ userId: notifications.userId, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(sql`${notifications.dedupeKey} like ${`test:${shop.store_id}:%`}`);
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [`test:${shop.store_id}:${shop.user_id}`, `test:${shop.store_id}:${tailor.user_id}`].sort(),
    );
  });

  it("makes the notices of several shops in one call, each to its shop's people only (a job's batch)", async () => {
    const shops = await Promise.all(Array.from({ length: 6 }, () => createShop(ctx)));
    const stranger = await createShop(ctx);
    const made = await notify(
      { db: ctx.database.db },
      shops.map((shop) => ({
        // The other shop's owner belongs to none of these shops: told nothing.
        userIds: [shop.user_id, stranger.user_id],
        storeId: shop.store_id,
        type: 'order_overdue' as const,
        data: { orderNumber: 1 },
      })),
    );
    expect(made.map((row) => [row.userId, row.storeId]).sort()).toEqual(
      shops.map((shop) => [shop.user_id, shop.store_id]).sort(),
    );
  });
});
