import type {
  NotificationData,
  NotificationPriority,
  NotificationType,
} from '@tailor/shared/notifications';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { notify } from '../notifications';
import type { PushDispatch } from '../push';

export interface NewNotification {
  userId: string;
  type: Extract<
    NotificationType,
    | 'product_assigned'
    | 'order_status_changed'
    | 'payment_received'
    | 'trial_confirmed'
    | 'trial_another_day'
    | 'approval_approved'
    | 'approval_declined'
    | 'fit_needs_change'
  >;
  priority?: NotificationPriority;
  data: NotificationData;
  orderId: string;
}

/**
 * Stores notifications for the notification list (one insert, any number of rows) and hands them
 * to push: inside a transaction, a queue flushed after commit (`ctx.push.afterCommit()`).
 */
export async function insertNotifications(
  deps: { db: DbOrTx; push: PushDispatch },
  storeId: string,
  items: NewNotification[],
): Promise<void> {
  await notify(
    deps,
    items.map((item) => ({
      userIds: [item.userId],
      storeId,
      type: item.type,
      priority: item.priority,
      data: item.data,
      orderId: item.orderId,
    })),
  );
}

/**
 * Tells of an order's new status the order's creator, the shopkeeper and `alsoTo` (the people
 * working on it), whoever of them did not make the change.
 */
export async function notifyStatusChange(
  deps: { db: DbOrTx; push: PushDispatch },
  change: {
    storeId: string;
    order: { id: string; orderNumber: number; createdBy: string | null };
    status: string;
    priority: NotificationPriority;
    changedBy: string;
    alsoTo?: (string | null)[];
  },
): Promise<void> {
  const { storeId, order, status, priority } = change;
  const recipients = new Set([
    order.createdBy,
    await storeOwnerUserId(deps.db, storeId),
    ...(change.alsoTo ?? []),
  ]);
  recipients.delete(change.changedBy);
  await insertNotifications(
    deps,
    storeId,
    [...recipients]
      .filter((userId): userId is string => Boolean(userId))
      .map((userId) => ({
        userId,
        type: 'order_status_changed' as const,
        priority,
        data: { orderNumber: order.orderNumber, status },
        orderId: order.id,
      })),
  );
}

/** The user who owns the store: the shopkeeper every order notification also goes to. */
export async function storeOwnerUserId(db: DbOrTx, storeId: string): Promise<string> {
  const [store] = await db
    .select({ ownerUserId: stores.ownerUserId })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store!.ownerUserId;
}
