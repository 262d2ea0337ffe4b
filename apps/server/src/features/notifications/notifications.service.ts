import {
  type NotificationData,
  type NotificationPriority,
  type NotificationType,
} from '@tailor/shared/notifications';
import {
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type NotificationCleanupResult,
  type ReadAllResult,
  type UnreadCount,
} from '@tailor/shared/notifications-schemas';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { notifications } from '../../db/schema/notifications';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { AuthContext } from '../../plugins/auth';
import type { PushDispatch, PushItem } from '../push';

const DAY_MS = 86_400_000;

export interface NotifyInput {
  /** Who is told; empty entries and repeats are skipped. */
  userIds: readonly (string | null | undefined)[];
  storeId: string | null;
  type: NotificationType;
  priority?: NotificationPriority;
  data?: NotificationData;
  orderId?: string | null;
  /**
   * Makes the notice once-only: each user's row carries `{dedupeKey}:{userId}`, and a row whose key
   * already exists is skipped (several servers running one scheduled job).
   */
  dedupeKey?: string;
  /** When it happened, by the caller's clock; the database's time when left out. */
  at?: Date;
}

/**
 * Stores notifications (one insert, any number of users and inputs) and hands the new ones to
 * push. Inside a transaction pass `db: tx` and `push: ctx.push.afterCommit()`, then flush the queue
 * once the transaction has committed, so nothing is pushed for work that rolled back.
 * A shop's notice goes only to those who still belong to the shop: its owner or an active
 * employee (a deactivated employee is told nothing more of the shop), checked by the insert itself.
 * Answers the rows actually created.
 */
export async function notify(
  deps: { db: DbOrTx; push?: PushDispatch },
  input: NotifyInput | readonly NotifyInput[],
): Promise<PushItem[]> {
  const inputs = Array.isArray(input) ? (input as readonly NotifyInput[]) : [input as NotifyInput];
  // One shop a statement. A request's notices are its shop's; a job's (the reminders) span shops,
  // and on Citus a statement reading several shops' owners and employees is a join across shards
  // that it refuses ("complex joins are only supported when…").
  const byShop = new Map<string | null, NotifyInput[]>();
  for (const item of inputs)
    byShop.set(item.storeId ?? null, [...(byShop.get(item.storeId ?? null) ?? []), item]);
  if (byShop.size > 1) {
    const created: PushItem[] = [];
    for (const shopInputs of byShop.values()) created.push(...(await notify(deps, shopInputs)));
    return created;
  }
  const recipients = (item: NotifyInput) => [
    ...new Set(item.userIds.filter((id): id is string => Boolean(id))),
  ];
  const rows = inputs.flatMap((item) =>
    recipients(item).map((userId) => ({
      userId,
      storeId: item.storeId,
      type: item.type,
      priority: item.priority ?? 'normal',
      data: item.data ?? {},
      orderId: item.orderId ?? null,
      dedupeKey: item.dedupeKey ? `${item.dedupeKey}:${userId}` : null,
      createdAt: item.at,
    })),
  );
  if (rows.length === 0) return [];
  // The shops by value too, so the statement names its shop on every shop table it reads.
  const shops = [...new Set(inputs.flatMap((item) => (item.storeId ? [item.storeId] : [])))];
  const ofShops = sql.join(
    shops.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const isMember =
    shops.length === 0
      ? sql``
      : sql`or exists (select 1 from stores s
                    where s.id = v.store_id and s.id in (${ofShops}) and s.owner_user_id = v.user_id)
            or exists (select 1 from employees e
                       where e.store_id = v.store_id and e.store_id in (${ofShops})
                         and e.user_id = v.user_id and e.active)`;
  // One statement, in plain SQL: every order written tells its tailors through here, and drizzle's
  // query builder took more CPU to write it out than the insert takes.
  const result = await deps.db.execute(sql`
    insert into notifications (user_id, store_id, type, priority, data, order_id, dedupe_key,
                               created_at)
    select v.user_id, v.store_id, v.type, v.priority, v.data, v.order_id, v.dedupe_key,
           v.created_at
    from (values ${sql.join(
      rows.map(
        (row) => sql`(${row.userId}::uuid, ${row.storeId}::uuid, ${row.type}, ${row.priority},
          ${JSON.stringify(row.data)}::jsonb, ${row.orderId}::uuid, ${row.dedupeKey},
          coalesce(${row.createdAt?.toISOString() ?? null}::timestamptz, now()))`,
      ),
      sql`, `,
    )}) as v (user_id, store_id, type, priority, data, order_id, dedupe_key, created_at)
    where v.store_id is null ${isMember}
    on conflict (user_id, dedupe_key) do nothing
    returning id, user_id as "userId", store_id as "storeId", type, priority, data,
              order_id as "orderId"`);
  const items = (result as unknown as { rows: PushItem[] }).rows;
  deps.push?.dispatch(items);
  return items;
}

/**
 * Tells users of something that may change again at once (a customer flipping a trial answer on
 * the tracking page): a user who already has a notice of one of `replaces` for the same order from
 * the last `withinMs` (and the same values of the `sameData` keys) has that notice rewritten to
 * this one, unread again, with nothing pushed;
 * anyone else gets a new notice, stored and pushed as by notify. So each user gets at most one
 * notice and one push per order per window, and it always says the latest. Call it with the order
 * locked, so two changes at once cannot both find no notice and both add one.
 */
export async function notifyLatest(
  deps: { db: DbOrTx; push?: PushDispatch },
  input: NotifyInput & { orderId: string },
  window: {
    now: Date;
    withinMs: number;
    replaces: readonly NotificationType[];
    sameData?: readonly string[];
  },
): Promise<void> {
  const userIds = [...new Set(input.userIds.filter((id): id is string => Boolean(id)))];
  if (userIds.length === 0) return;
  const recent = await deps.db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.orderId, input.orderId),
        inArray(notifications.type, [...window.replaces]),
        gt(notifications.createdAt, new Date(window.now.getTime() - window.withinMs)),
        ...(window.sameData ?? []).map((key) => {
          const value = input.data?.[key];
          return sql`${notifications.data}->>${key} is not distinct from ${value == null ? null : String(value)}`;
        }),
      ),
    )
    .orderBy(desc(notifications.createdAt));
  const latestOf = new Map<string, string>();
  for (const row of recent) if (!latestOf.has(row.userId)) latestOf.set(row.userId, row.id);
  if (latestOf.size > 0) {
    await deps.db
      .update(notifications)
      .set({
        type: input.type,
        priority: input.priority ?? 'normal',
        data: input.data ?? {},
        read: false,
      })
      .where(inArray(notifications.id, [...latestOf.values()]));
  }
  const others = userIds.filter((userId) => !latestOf.has(userId));
  if (others.length > 0) await notify(deps, { ...input, userIds: others, at: window.now });
}

const subqueries = new QueryBuilder();

/**
 * The notifications a caller sees and may change: only their own, of no store or of a store they
 * still belong to (they own it, or their job there is active: a deactivated employee who signs in
 * again sees nothing more of that shop), and while a store is selected only that store's (plus
 * any that belong to no store). A user without a selected store (an employee still choosing) sees
 * those of all their stores.
 */
function visibleTo(caller: AuthContext): SQL {
  const own = eq(notifications.userId, caller.userId);
  const ofMemberStore = or(
    isNull(notifications.storeId),
    inArray(
      notifications.storeId,
      subqueries
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.ownerUserId, caller.userId)),
    ),
    inArray(
      notifications.storeId,
      subqueries
        .select({ id: employees.storeId })
        .from(employees)
        .where(and(eq(employees.userId, caller.userId), eq(employees.active, true))),
    ),
  );
  if (!caller.store_id) return and(own, ofMemberStore)!;
  return and(
    own,
    ofMemberStore,
    or(eq(notifications.storeId, caller.store_id), isNull(notifications.storeId)),
  )!;
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    type: row.type as Notification['type'],
    priority: row.priority as Notification['priority'],
    read: row.read,
    data: row.data,
    order_id: row.orderId,
    store_id: row.storeId,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /notifications: newest first, a page at a time. */
export async function listNotifications(options: {
  db: Database;
  caller: AuthContext;
  query: NotificationListQuery;
}): Promise<NotificationList> {
  const { db, caller, query } = options;
  const where = and(
    visibleTo(caller),
    query.unread_only ? eq(notifications.read, false) : undefined,
  );
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const total = totalRow!.total;
  return {
    notifications: rows.map(toNotification),
    total,
    has_more: query.page * query.limit < total,
  };
}

/** GET /notifications/unread_count */
export async function countUnreadNotifications(options: {
  db: Database;
  caller: AuthContext;
}): Promise<UnreadCount> {
  const { db, caller } = options;
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(visibleTo(caller), eq(notifications.read, false)));
  return { unread_count: row!.total };
}

/** PUT /notifications/{id}/read: 404 for anyone else's notification. */
export async function markNotificationRead(options: {
  db: Database;
  caller: AuthContext;
  id: string;
}): Promise<Notification> {
  const { db, caller, id } = options;
  if (!isUuid(id)) throw notFound('NOTIFICATION_NOT_FOUND');
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), visibleTo(caller)))
    .returning();
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
  return toNotification(row);
}

/** PUT /notifications/read_all: answers how many were unread. */
export async function markAllNotificationsRead(options: {
  db: Database;
  caller: AuthContext;
}): Promise<ReadAllResult> {
  const { db, caller } = options;
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(visibleTo(caller), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** DELETE /notifications/{id}: 404 for anyone else's notification. */
export async function deleteNotification(options: {
  db: Database;
  caller: AuthContext;
  id: string;
}): Promise<void> {
  const { db, caller, id } = options;
  if (!isUuid(id)) throw notFound('NOTIFICATION_NOT_FOUND');
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), visibleTo(caller)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound('NOTIFICATION_NOT_FOUND');
}

/** POST /notifications/cleanup: the caller's own notifications older than `days`, read or not. */
export async function cleanUpNotifications(options: {
  db: Database;
  clock: Clock;
  caller: AuthContext;
  days: number;
}): Promise<NotificationCleanupResult> {
  const { db, clock, caller, days } = options;
  const cutoff = new Date(clock.now().getTime() - days * DAY_MS);
  const rows = await db
    .delete(notifications)
    .where(and(visibleTo(caller), lt(notifications.createdAt, cutoff)))
    .returning({ id: notifications.id });
  return { deleted_count: rows.length };
}

/** Everyone's notifications older than `days`, read or not: the daily maintenance job. */
export async function deleteNotificationsOlderThan(
  deps: { db: Database; clock: Clock },
  days: number,
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - days * DAY_MS);
  const rows = await deps.db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  return rows.length;
}
