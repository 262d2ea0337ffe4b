import type { NotificationType } from '@tailor/shared/notifications';
import { CLOSED_STATUSES } from '@tailor/shared/orders';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../db/schema/customers';
import { employees } from '../db/schema/employees';
import { jobClaims } from '../db/schema/job-claims';
import { orderProducts } from '../db/schema/order-products';
import { orders } from '../db/schema/orders';
import { stores } from '../db/schema/stores';
import { sameShopRow } from '../db/shop-joins';
import type { Clock } from '../lib/clock';
import { notify } from '../features/notifications';
import type { PushService } from '../features/push';

/**
 * An order is reminded of as overdue on the first run after its due date, or later if no server
 * ran then, but not once it is this many days late: so a first start never floods anyone with
 * reminders about long-forgotten orders.
 */
export const OVERDUE_REMINDER_WINDOW_DAYS = 7;

// Claims are taken in batches, each batch and its notifications in one transaction.
const BATCH = 500;

type ReminderType = Extract<NotificationType, 'order_due_tomorrow' | 'order_overdue'>;

export interface ReminderDeps {
  db: Database;
  clock: Clock;
  push?: PushService;
}

/** `reminder:order_overdue:{orderId}:{dueDate}`: a new due date earns a new reminder. */
function claimKey(reminder: { type: ReminderType; orderId: string; dueDate: string }): string {
  return `reminder:${reminder.type}:${reminder.orderId}:${reminder.dueDate}`;
}

/**
 * Tells each open order's assignees and its shopkeeper when it is due tomorrow (priority high) and
 * once it is overdue (urgent), in each shop's own time zone. Each reminder is made once across all
 * servers, however often and however concurrently this runs: the first to claim its key in
 * job_claims makes it, and a reminder someone deleted is not made again. Answers how many
 * notifications it created.
 */
export async function createDueReminders(deps: ReminderDeps): Promise<number> {
  const { db, clock, push } = deps;
  const now = clock.now();
  const shopToday = sql`(${now.toISOString()}::timestamptz at time zone ${stores.timeZone})::date`;
  const candidates = await db
    .select({
      orderId: orders.id,
      storeId: orders.storeId,
      orderNumber: orders.orderNumber,
      dueDate: orders.dueDate,
      customerName: customers.name,
      ownerUserId: stores.ownerUserId,
      dueTomorrow: sql<boolean>`${orders.dueDate} = ${shopToday} + 1`,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
    .where(
      and(
        notInArray(orders.status, [...CLOSED_STATUSES]),
        sql`${orders.dueDate} between ${shopToday} - ${sql.raw(String(OVERDUE_REMINDER_WINDOW_DAYS))} and ${shopToday} + 1`,
        sql`${orders.dueDate} <> ${shopToday}`,
      ),
    );
  const reminders = candidates.map((c) => ({
    ...c,
    type: (c.dueTomorrow ? 'order_due_tomorrow' : 'order_overdue') as ReminderType,
  }));

  let created = 0;
  for (let start = 0; start < reminders.length; start += BATCH) {
    const batch = reminders.slice(start, start + BATCH);
    const pushes = push?.afterCommit();
    created += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(jobClaims)
        .values(batch.map((reminder) => ({ key: claimKey(reminder), createdAt: now })))
        .onConflictDoNothing()
        .returning({ key: jobClaims.key });
      const claimedKeys = new Set(claimed.map((row) => row.key));
      const mine = batch.filter((reminder) => claimedKeys.has(claimKey(reminder)));
      if (mine.length === 0) return 0;

      const assignees = await tx
        .selectDistinct({ orderId: orderProducts.orderId, userId: employees.userId })
        .from(orderProducts)
        .innerJoin(
          employees,
          and(
            sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts),
            eq(employees.active, true),
          ),
        )
        .where(
          and(
            inArray(
              orderProducts.orderId,
              mine.map((reminder) => reminder.orderId),
            ),
            isNotNull(employees.userId),
          ),
        );
      const assigneesByOrder = new Map<string, string[]>();
      for (const { orderId, userId } of assignees)
        assigneesByOrder.set(orderId, [...(assigneesByOrder.get(orderId) ?? []), userId!]);
      const rows = await notify(
        { db: tx, push: pushes },
        mine.map((reminder) => ({
          userIds: [reminder.ownerUserId, ...(assigneesByOrder.get(reminder.orderId) ?? [])],
          storeId: reminder.storeId,
          type: reminder.type,
          priority: reminder.type === 'order_due_tomorrow' ? 'high' : 'urgent',
          data: {
            orderNumber: reminder.orderNumber,
            dueDate: reminder.dueDate,
            customerName: reminder.customerName,
          },
          orderId: reminder.orderId,
          dedupeKey: claimKey(reminder),
        })),
      );
      return rows.length;
    });
    pushes?.flush();
  }
  return created;
}
