import {
  nextSendableTime,
  type CustomerMessageKind,
  type CustomerMessageState,
  type OrderCustomerMessages,
} from '@tailor/shared/customer-messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { customerMessages } from '../../db/schema/customer-messages';
import { orders } from '../../db/schema/orders';
import { forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { permissionsOf } from '../employees';
import { orderReachableBy } from '../orders';
import { selectMessageFacts, wordMessage } from './message-facts';

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
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound('ORDER_NOT_FOUND');
  if (!(await permissionsOf(db, caller)).see_prices) throw forbidden('PRICES_NOT_ALLOWED');

  const rows = await selectMessageFacts(db)
    .where(eq(customerMessages.orderId, orderId))
    .orderBy(asc(customerMessages.createdAt), asc(customerMessages.id));
  const now = options.clock.now();
  return {
    gateway: options.config.messages.transport,
    messages: rows.map((row) => {
      const text = row.body ?? wordMessage(row, options.config.publicUrl).text;
      const queued = row.state === 'queued';
      const due = row.nextAttemptAt.getTime() > now.getTime() ? row.nextAttemptAt : now;
      return {
        _id: row.id,
        kind: row.kind as CustomerMessageKind,
        state: row.state as CustomerMessageState,
        text,
        whatsapp_link: whatsAppChatLink(row.mobileNo, text),
        created_at: row.createdAt.toISOString(),
        scheduled_for: queued ? nextSendableTime(due, row.timeZone).toISOString() : null,
        sent_at: row.sentAt?.toISOString() ?? null,
        attempts: row.attempts,
        last_error: row.lastError,
      };
    }),
  };
}
