import type { CustomerMessageKind } from '@tailor/shared/customer-messages';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orderRemainingSql } from '../../db/order-balance';
import { orders } from '../../db/schema/orders';

const o = alias(orders, 'o');

/**
 * Puts a message to the customer in the outbox, in the caller's transaction, so the message exists
 * exactly when the change that causes it does (a crash before the commit leaves neither). Nothing
 * is written when the shop turned this kind off, when the order already has it (one per order and
 * reason: `dedupeKey`, the kind by default), or for a balance message once nothing is owed. The
 * sender (send-customer-messages.ts) words and sends it, outside quiet hours. Answers whether a
 * message was queued.
 */
export async function queueCustomerMessage(
  db: DbOrTx,
  options: {
    /** The order's shop: a shop's request names it on every table it reads. */
    storeId: string;
    orderId: string;
    kind: CustomerMessageKind;
    dedupeKey?: string;
    now: Date;
  },
): Promise<boolean> {
  const { storeId, orderId, kind, now } = options;
  const dedupeKey = options.dedupeKey ?? kind;
  const result = await db.execute(sql`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at, created_at)
    select o.store_id, o.id, ${kind}, ${dedupeKey}, ${now.toISOString()}::timestamptz,
           clock_timestamp()
    from orders o join stores s on s.id = o.store_id
    where o.id = ${orderId}::uuid and o.store_id = ${storeId}::uuid
      and coalesce((s.customer_messages ->> ${kind})::boolean, true)
      and (${kind} <> 'balance_due' or ${orderRemainingSql(o)} > 0)
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
