import { rowsOfOrder } from '../../db/shop-joins';
import {
  nextSendableTime,
  type CustomerMessageKind,
  type CustomerMessageState,
  type OrderCustomerMessages,
  type ResolveCustomerMessage,
} from '@tailor/shared/customer-messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { customerMessages } from '../../db/schema/customer-messages';
import { orders } from '../../db/schema/orders';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { permissionsOf } from '../employees';
import { orderReachableBy } from '../orders';
import { reasonGone, selectMessageFacts, wordMessage } from './message-facts';

/** The states of a message not yet out, which its reason's going away turns to skipped. */
const UNSETTLED_STATES: string[] = ['queued', 'failed', 'unknown'];

/** A WhatsApp click-to-chat link to the customer with the text filled in (no gateway, no cost). */
export function whatsAppChatLink(mobileNo: string, text: string): string {
  return `https://wa.me/91${mobileNo}?text=${encodeURIComponent(text)}`;
}

/**
 * GET /orders/{id}/messages: every message of the order to its customer, oldest first, with its
 * state and its words (as sent, or as they would go now) and a click-to-chat link to send it by
 * hand. The messages name amounts, so a position that may not see prices is refused.
 */
export async function listOrderMessages(options: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'messages' | 'publicUrl'>;
  caller: StoreAuthContext;
  orderId: string;
}): Promise<OrderCustomerMessages> {
  const { db, caller, orderId } = options;
  await assertOrderMessagesVisible(db, caller, orderId);

  const [rows, byHand] = await Promise.all([
    selectMessageFacts(db)
      .where(rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId }))
      .orderBy(asc(customerMessages.createdAt), asc(customerMessages.id)),
    db
      .select({
        id: customerMessages.id,
        // A person's name as this shop knows them: their employee record, else their account's.
        name: sql<string | null>`coalesce(
          (select e.name from employees e
           where e.user_id::text = ${customerMessages.providerId} and e.store_id = ${caller.store_id}
           limit 1),
          (select u.name from users u where u.id::text = ${customerMessages.providerId}))`,
      })
      .from(customerMessages)
      .where(
        and(
          rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId }),
          eq(customerMessages.channel, SENT_BY_HAND),
        ),
      ),
  ]);
  const sentBy = new Map(byHand.map((row) => [row.id, row.name]));
  const now = options.clock.now();
  return {
    gateway: options.config.messages.transport,
    messages: rows.map((row) => {
      const text = row.body ?? wordMessage(row, options.config.publicUrl).text;
      // A message not out whose reason is gone (paid, collected, the trial passed) is not offered
      // to send by hand: it shows as the sender will leave it, skipped, with why.
      const gone = UNSETTLED_STATES.includes(row.state) ? reasonGone(row, now) : null;
      const state = (gone ? 'skipped' : row.state) as CustomerMessageState;
      const due = row.nextAttemptAt.getTime() > now.getTime() ? row.nextAttemptAt : now;
      return {
        _id: row.id,
        kind: row.kind as CustomerMessageKind,
        state,
        text,
        whatsapp_link: whatsAppChatLink(row.mobileNo, text),
        created_at: row.createdAt.toISOString(),
        scheduled_for:
          state === 'queued' ? nextSendableTime(due, row.timeZone).toISOString() : null,
        sent_at: row.sentAt?.toISOString() ?? null,
        sent_by: sentBy.get(row.id) ?? null,
        attempts: row.attempts,
        last_error: gone ?? row.lastError,
      };
    }),
  };
}

/** The order is the caller's to see, with its messages: they name amounts, so prices must show. */
async function assertOrderMessagesVisible(
  db: Database,
  caller: StoreAuthContext,
  orderId: string,
): Promise<void> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound('ORDER_NOT_FOUND');
  if (!(await permissionsOf(db, caller)).see_prices) throw forbidden('PRICES_NOT_ALLOWED');
}

/**
 * A message the staff sent from their own WhatsApp: its channel, with the sender's user id kept as
 * its provider reference (the outbox has no column of its own for it).
 */
const SENT_BY_HAND = 'by_hand';

/**
 * POST /orders/{id}/messages/{messageId}/resolve: mark_sent records that the caller sent the
 * message by hand (not sent yet, failed, or of unknown outcome after asking the customer), with
 * who and when, so nobody sends it again and the gateway never does; send_again has the gateway
 * send an unknown one again (at its next run, outside quiet hours). A message being sent, or
 * already settled, is refused, so two people settling it at once, or the gateway meanwhile, act
 * once. Answers the order's messages as they are now.
 */
export async function resolveOrderMessage(options: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'messages' | 'publicUrl'>;
  caller: StoreAuthContext;
  orderId: string;
  messageId: string;
  input: ResolveCustomerMessage;
}): Promise<OrderCustomerMessages> {
  const { db, caller, orderId, messageId, input } = options;
  await assertOrderMessagesVisible(db, caller, orderId);
  if (!isUuid(messageId)) throw notFound('CUSTOMER_MESSAGE_NOT_FOUND');
  const now = options.clock.now();
  const settled = await db
    .update(customerMessages)
    .set(
      input.action === 'mark_sent'
        ? {
            state: 'sent',
            sentAt: now,
            channel: SENT_BY_HAND,
            providerId: caller.userId,
            lastError: null,
            updatedAt: now,
          }
        : { state: 'queued', nextAttemptAt: now, lastError: null, updatedAt: now },
    )
    .where(
      and(
        eq(customerMessages.id, messageId),
        rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId }),
        input.action === 'mark_sent'
          ? inArray(customerMessages.state, ['queued', 'failed', 'unknown'])
          : eq(customerMessages.state, 'unknown'),
      ),
    )
    .returning({ id: customerMessages.id });
  if (settled.length === 0) {
    const [message] = await db
      .select({ id: customerMessages.id })
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.id, messageId),
          rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId }),
        ),
      );
    throw message ? conflict('CUSTOMER_MESSAGE_SETTLED') : notFound('CUSTOMER_MESSAGE_NOT_FOUND');
  }
  return listOrderMessages(options);
}
