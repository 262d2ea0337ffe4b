import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { stores } from '../../db/schema/stores';

export interface NewNotification {
  userId: string;
  type: 'product_assigned' | 'order_status_changed' | 'payment_received';
  priority?: 'normal' | 'high' | 'urgent';
  data: Record<string, string | number | null>;
  orderId: string;
}

/** Stores notifications for the notification list (one insert, any number of rows). */
export async function insertNotifications(db: DbOrTx, storeId: string, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      storeId,
      type: item.type,
      priority: item.priority ?? 'normal',
      data: item.data,
      orderId: item.orderId,
    })),
  );
}

/** The user who owns the store: the shopkeeper every order notification also goes to. */
export async function storeOwnerUserId(db: DbOrTx, storeId: string): Promise<string> {
  const [store] = await db.select({ ownerUserId: stores.ownerUserId }).from(stores).where(eq(stores.id, storeId));
  return store!.ownerUserId;
}
