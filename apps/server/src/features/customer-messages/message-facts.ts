import { languageOrEnglish } from '@tailor/shared/constants';
import {
  customerMessageText,
  templateValues,
  type MessageValues,
} from '@tailor/shared/customer-message-texts';
import type { CustomerMessageKind } from '@tailor/shared/customer-messages';
import { formatDayMonthYear, isoDateInZone, startOfDayInstant } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { CLOSED_STATUSES } from '@tailor/shared/orders';
import { formatTrialWhen } from '@tailor/shared/trials-rules';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerMessages } from '../../db/schema/customer-messages';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { orderAmountsOf, orderShareLink, trialDateOf } from '../orders';
import { sameShopRow } from '../../db/shop-joins';

/** An outbox row with what its words are made of: the order, its customer and shop, as they are now. */
export const messageFactColumns = {
  id: customerMessages.id,
  kind: customerMessages.kind,
  dedupeKey: customerMessages.dedupeKey,
  state: customerMessages.state,
  body: customerMessages.body,
  attempts: customerMessages.attempts,
  nextAttemptAt: customerMessages.nextAttemptAt,
  sentAt: customerMessages.sentAt,
  lastError: customerMessages.lastError,
  createdAt: customerMessages.createdAt,
  orderId: orders.id,
  status: orders.status,
  orderNumber: orders.orderNumber,
  totalPaise: orders.totalPaise,
  paidPaise: orders.paidPaise,
  advancePaise: orders.advancePaise,
  dueDate: orders.dueDate,
  trialDate: orders.trialDate,
  trialTime: orders.trialTime,
  shareToken: orders.shareToken,
  customerName: customers.name,
  mobileNo: customers.mobileNo,
  shopName: stores.shopName,
  prefix: stores.orderNumberPrefix,
  language: stores.customerMessageLanguage,
  timeZone: stores.timeZone,
  readyAt: sql<Date | string | null>`(
    select max(e.created_at) from order_status_events e
    where e.order_id = ${orders.id} and e.store_id = ${orders.storeId}
      and e.to_status = 'Completed')`,
};

/** An order's customer, in the order's shop. */
const customerOfOrder = sameShopRow(customers, orders.customerId, orders);

/**
 * The facts of a message not in the outbox, as they are now: to word the reminder a shop sends by
 * hand (a WhatsApp link) for orders that have no such row.
 */
export async function unsentMessageFacts(
  db: DbOrTx,
  options: {
    storeId: string;
    orderIds: string[];
    kind: CustomerMessageKind;
    dedupeKey: string;
    now: Date;
  },
): Promise<MessageFacts[]> {
  if (options.orderIds.length === 0) return [];
  const {
    id: _id,
    kind: _kind,
    dedupeKey: _dedupeKey,
    state: _state,
    body: _body,
    attempts: _attempts,
    nextAttemptAt: _nextAttemptAt,
    sentAt: _sentAt,
    lastError: _lastError,
    createdAt: _createdAt,
    ...orderColumns
  } = messageFactColumns;
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, customerOfOrder)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.storeId, options.storeId), inArray(orders.id, options.orderIds)));
  return rows.map((row) => ({
    ...row,
    id: '',
    kind: options.kind,
    dedupeKey: options.dedupeKey,
    state: 'queued',
    body: null,
    attempts: 0,
    nextAttemptAt: options.now,
    sentAt: null,
    lastError: null,
    createdAt: options.now,
  }));
}

/**
 * `select <facts> from customer_messages join orders, customers, stores`: add where and order (a
 * shop's request names its shop on `customerMessages.storeId`; the joins carry it to the others).
 */
export function selectMessageFacts(db: DbOrTx) {
  return db
    .select(messageFactColumns)
    .from(customerMessages)
    .innerJoin(orders, sameShopRow(orders, customerMessages.orderId, customerMessages))
    .innerJoin(customers, customerOfOrder)
    .innerJoin(stores, eq(stores.id, orders.storeId));
}

export type MessageFacts = Awaited<ReturnType<typeof selectMessageFacts>>[number];

/** The message's words now, in the shop's customer language, and its template's values. */
export function wordMessage(facts: MessageFacts, publicUrl: string) {
  const language = languageOrEnglish(facts.language);
  const amounts = orderAmountsOf(facts.totalPaise, facts, facts.status);
  const trial = trialDateOf(facts);
  const day = (iso: string) => formatDayMonthYear(iso, { language, timeZone: facts.timeZone });
  const readyAt = facts.readyAt ? new Date(facts.readyAt).toISOString() : null;
  const values: MessageValues = {
    name: facts.customerName.trim(),
    number: formatOrderNumber(facts.prefix, facts.orderNumber),
    shop: facts.shopName,
    link: orderShareLink(publicUrl, facts.shareToken),
    total: formatRupees(amounts.totalAmount),
    advance: formatRupees(amounts.advancePayment),
    balance: formatRupees(amounts.remainingAmount),
    due: day(facts.dueDate),
    trial: trial ? formatTrialWhen(trial, { language, timeZone: facts.timeZone }) : '',
    ready_day: readyAt ? day(readyAt) : '',
  };
  const kind = facts.kind as CustomerMessageKind;
  return {
    language,
    text: customerMessageText(kind, language, values),
    templateValues: templateValues(kind, values),
  };
}

/**
 * Why a message is no longer worth sending, or offering to send by hand, at `now`, or null: the
 * order was cancelled, collected or sent back to work, the balance was paid, the trial moved, was
 * removed or its day has come (the reminder says "tomorrow").
 */
export function reasonGone(facts: MessageFacts, now: Date): string | null {
  const closed = (CLOSED_STATUSES as readonly string[]).includes(facts.status);
  switch (facts.kind as CustomerMessageKind) {
    case 'order_taken':
      if (facts.status === 'Cancelled') return 'The order was cancelled';
      return closed ? `The order is ${facts.status}` : null;
    case 'trial_reminder':
      if (closed) return `The order is ${facts.status}`;
      if (facts.dedupeKey !== `trial_reminder:${facts.trialDate}`) return 'The trial moved';
      return facts.trialDate && facts.trialDate > isoDateInZone(now, facts.timeZone)
        ? null
        : 'The trial day has come';
    case 'ready':
    case 'not_collected':
      return facts.status === 'Completed' ? null : `The order is ${facts.status}`;
    case 'balance_due':
      // The shop's own reminder from the money-still-out report ('balance_due:<day>') also goes
      // for a garment collected unpaid; the automatic one, written when it was ready, does not.
      if (
        facts.status !== 'Completed' &&
        !(facts.status === 'Delivered' && facts.dedupeKey !== 'balance_due')
      )
        return `The order is ${facts.status}`;
      return facts.totalPaise > facts.paidPaise ? null : 'Nothing is owed';
    case 'delivered':
      return facts.status === 'Delivered' ? null : `The order is ${facts.status}`;
    case 'trial_soon': {
      if (closed) return `The order is ${facts.status}`;
      if (facts.dedupeKey !== `trial_soon:${trialDateOf(facts)}`) return 'The trial moved';
      const startsAt = trialStartOf(facts);
      return startsAt && startsAt.getTime() > now.getTime() ? null : 'The trial has begun';
    }
    case 'approval_request':
      return closed ? `The order is ${facts.status}` : null;
  }
}

/** When a trial with a time of day starts, on the shop's clock; null without a time. */
function trialStartOf(facts: MessageFacts): Date | null {
  if (!facts.trialDate || !facts.trialTime) return null;
  const day = startOfDayInstant(facts.trialDate, facts.timeZone);
  const [hours, minutes] = facts.trialTime.split(':').map(Number);
  return new Date(day.getTime() + (hours! * 60 + minutes!) * 60_000);
}
