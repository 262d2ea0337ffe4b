import { z } from 'zod';
import { daysBetween, isIsoDate } from './dates';
import { businessDateSchema } from './dates-schemas';
import { PAYMENT_KINDS, PAYMENT_TYPES } from './orders/constants';
import { codesOf } from './rules';
import { REFUND_KIND, TAKINGS_MAX_DAYS, TAKINGS_RULES } from './takings-rules';

/*
 * A day's takings (GET /takings): the money the payments ledger shows coming in (advance, balance
 * and final payments) and going out (refunds of cancelled orders) between two calendar days of the
 * shop's time zone, both included. net = received − refunded, in total, per method and per person.
 */

export const TAKINGS_CODES = codesOf(TAKINGS_RULES);

const bothDates = (q: { from?: string; to?: string }): q is { from: string; to: string } =>
  q.from !== undefined && q.to !== undefined && isIsoDate(q.from) && isIsoDate(q.to);

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD; from defaults to today in the shop's zone, to to from.
 * &method=cash|upi|card lists only that method's payments (the totals stay those of all of them).
 */
export const takingsQuerySchema = z
  .object({
    from: businessDateSchema.optional(),
    to: businessDateSchema.optional(),
    method: z.enum(PAYMENT_TYPES).optional(),
  })
  // The field checks do not stop these: each compares only two real dates.
  .refine((q) => !bothDates(q) || q.to >= q.from, {
    message: TAKINGS_CODES.TAKINGS_END_BEFORE_START,
    path: ['to'],
  })
  .refine((q) => !bothDates(q) || daysBetween(q.from, q.to) < TAKINGS_MAX_DAYS, {
    message: TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG,
    path: ['to'],
  });
export type TakingsQuery = z.output<typeof takingsQuerySchema>;

const rupees = z.number();

/** What came in, what went out and the difference, for one group of the ledger's entries. */
const flowSchema = z.object({
  received: rupees,
  refunded: rupees,
  net: rupees,
  /** Entries counted, refunds included. */
  count: z.number().int(),
});
export type TakingsFlow = z.infer<typeof flowSchema>;

export const takingsKindSchema = z.union([z.enum(PAYMENT_KINDS), z.literal(REFUND_KIND)]);
export type TakingsKind = z.infer<typeof takingsKindSchema>;

export const takingsEntrySchema = z.object({
  _id: z.string(),
  /** ISO 8601 instant the money changed hands. */
  at: z.string(),
  order_id: z.string(),
  /** As bills show it, with the shop's prefix ('KT-42'). */
  order_number: z.string(),
  customer_name: z.string(),
  kind: takingsKindSchema,
  method: z.enum(PAYMENT_TYPES),
  /** Always positive; a refund is money out by its kind. */
  amount: rupees,
  recorded_by_name: z.string().nullable(),
  /**
   * A UPI payment's reference as the order's payment link carries it (`tr`, upiReference: the
   * order number's letters and digits), to find it in the shop's UPI statement; null otherwise.
   */
  upi_reference: z.string().nullable(),
});
export type TakingsEntry = z.infer<typeof takingsEntrySchema>;

export const takingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  total: flowSchema,
  /** Every method, cash, UPI and card, in that order, zeros included. */
  by_method: z.array(flowSchema.extend({ method: z.enum(PAYMENT_TYPES) })),
  /** Who took the money (the ledger's recorded_by), most received first. */
  by_person: z.array(
    flowSchema.extend({ user_id: z.string().nullable(), name: z.string().nullable() }),
  ),
  /** Newest first, at most TAKINGS_MAX_ENTRIES; entries_truncated says when some were left out. */
  entries: z.array(takingsEntrySchema),
  entries_truncated: z.boolean(),
});
export type Takings = z.infer<typeof takingsSchema>;
