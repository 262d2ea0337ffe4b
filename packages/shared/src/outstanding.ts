import { z } from 'zod';
import { codesOf } from './rules';
import type { CustomerMessageKind } from './customer-messages';
import { isoDateSchema } from './dates-schemas';
import { ORDER_STATUSES } from './orders/constants';
import { OUTSTANDING_LIMIT_MAX, OUTSTANDING_RULES } from './outstanding-rules';

/*
 * Money and garments still out (issue 17, item 3): GET /outstanding.
 *
 * Garments waiting: orders Completed and not yet Delivered, aged from the day they became
 * Completed (the latest status change to Completed, in the shop's time zone).
 *
 * Balances due: orders that owe money (total above what the ledger holds) and are ready or
 * collected (Completed or Delivered), aged from the day they were ready. The customer pays the
 * balance when collecting, so it falls due when there is something to collect: an order still in
 * work, even past its due date, is late on the shop's side, not a debt of the customer. Its balance
 * is counted as "not yet due" and is part of the money still out, not of the aged lists. A balance
 * ready before its due date counts from the ready day: the shop told the customer it was ready
 * (the 'ready' and 'balance_due' messages) and could be paid from then.
 *
 * Money still out (the dashboard's headline) = balances due + not yet due = what every order that
 * is not Cancelled still owes, the same kept figure as the dashboard's total remaining.
 */

/** Age buckets in whole days of the shop's calendar: 0–7, 8–30, 31–90, and more than 90. */
export const OUTSTANDING_BUCKETS = ['0-7', '8-30', '31-90', '90+'] as const;
export type OutstandingBucket = (typeof OUTSTANDING_BUCKETS)[number];

/** The bucket of an age in days (negative ages, a clock set back, count as today). */
export function outstandingBucketOf(ageDays: number): OutstandingBucket {
  if (ageDays <= 7) return '0-7';
  if (ageDays <= 30) return '8-30';
  if (ageDays <= 90) return '31-90';
  return '90+';
}

const OUTSTANDING_CODES = codesOf(OUTSTANDING_RULES);

/** ?limit=N: orders listed in each list, oldest first. */
export const outstandingQuerySchema = z.object({
  limit: z.coerce
    .number({ error: OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID })
    .int(OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID)
    .min(1, OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID)
    .max(OUTSTANDING_LIMIT_MAX, OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID)
    .optional(),
});
export type OutstandingQuery = z.output<typeof outstandingQuerySchema>;

const rupees = z.number();

/** How many orders and how much they owe (rupees). */
export const outstandingSumSchema = z.object({ count: z.number().int(), amount: rupees });
export type OutstandingSum = z.infer<typeof outstandingSumSchema>;

/** The reminder each list sends: 'not collected' for garments waiting, 'balance due' for money. */
export const OUTSTANDING_REMINDER_KINDS = [
  'not_collected',
  'balance_due',
] as const satisfies readonly CustomerMessageKind[];
export type OutstandingReminderKind = (typeof OUTSTANDING_REMINDER_KINDS)[number];

export const outstandingOrderSchema = z.object({
  order_id: z.string(),
  /** With the shop's prefix, as printed on the bill. */
  order_number: z.string(),
  customer_name: z.string(),
  mobile_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** What the order still owes, in rupees (0 for a paid garment waiting). */
  amount_due: rupees,
  due_date: isoDateSchema,
  /** The day it was ready (became Completed), shop time; null if never recorded (imported). */
  ready_day: isoDateSchema.nullable(),
  /** The day its age counts from: the ready day, else the due date. */
  since: isoDateSchema,
  age_days: z.number().int(),
  bucket: z.enum(OUTSTANDING_BUCKETS),
  /** Whether this list's reminder was already queued today (one per order per day). */
  reminded_today: z.boolean(),
  /** wa.me click-to-chat link with this list's reminder filled in, to send it by hand. */
  whatsapp_link: z.string(),
});
export type OutstandingOrder = z.infer<typeof outstandingOrderSchema>;

export const outstandingListSchema = z.object({
  buckets: z.array(outstandingSumSchema.extend({ bucket: z.enum(OUTSTANDING_BUCKETS) })),
  total: outstandingSumSchema,
  /** The oldest first (then by order number), at most `limit`. */
  orders: z.array(outstandingOrderSchema),
  /** More orders than listed: the CSV holds them all. */
  truncated: z.boolean(),
});
export type OutstandingList = z.infer<typeof outstandingListSchema>;

export const outstandingSchema = z.object({
  /** Today in the shop's time zone: the day ages are counted to. */
  today: isoDateSchema,
  time_zone: z.string(),
  /** Every balance of the orders not Cancelled: balances due + not yet due. */
  still_out: rupees,
  /** Balances of orders still in work (not ready): counted, not aged. */
  not_yet_due: outstandingSumSchema,
  balances: outstandingListSchema,
  /** Garments ready and not collected; `amount` is what they still owe. */
  waiting: outstandingListSchema,
  /** Whether the server sends reminders itself; without a gateway they go by hand (WhatsApp). */
  gateway: z.enum(['none', 'sms', 'whatsapp']),
});
export type Outstanding = z.infer<typeof outstandingSchema>;

/** POST /outstanding/{orderId}/reminder */
export const outstandingReminderBodySchema = z.object({
  kind: z.enum(OUTSTANDING_REMINDER_KINDS),
});
export type OutstandingReminderBody = z.infer<typeof outstandingReminderBodySchema>;

export const outstandingReminderSchema = z.object({
  /** A reminder was put in the outbox now. */
  queued: z.boolean(),
  /** Not queued because today's reminder of this kind is already there. */
  already_today: z.boolean(),
  /** Not queued because the shop turned this kind of message off (settings). */
  turned_off: z.boolean(),
  gateway: z.enum(['none', 'sms', 'whatsapp']),
  text: z.string(),
  whatsapp_link: z.string(),
});
export type OutstandingReminder = z.infer<typeof outstandingReminderSchema>;

/**
 * The CSV report's columns, in order (GET /outstanding/csv), headed as the data export's files are:
 * amounts in rupees with 2 decimals, days as YYYY-MM-DD in the shop's time zone.
 */
export const OUTSTANDING_CSV_HEADER = [
  'List',
  'Order Number',
  'Customer Name',
  'Customer Mobile',
  'Status',
  'Amount Due (₹)',
  'Due Date',
  'Ready Day',
  'Age (days)',
  'Age Bucket',
] as const;
