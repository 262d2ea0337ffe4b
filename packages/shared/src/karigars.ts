import { z } from 'zod';
import { addDays, daysBetween, parseIsoDate, toIsoDate } from './dates';
import { businessDateSchema, isoDateSchema } from './dates-schemas';
import { createRupeeAmountSchema } from './money-schemas';
import { POSITIONS } from './employees-rules';
import { codesOf } from './rules';
import {
  GARMENT_NAME_MAX,
  KARIGAR_RULES,
  KARIGAR_STAGES,
  LEDGER_ENTRY_KINDS,
  LEDGER_NOTE_MAX,
  LEDGER_PERIOD_MAX_DAYS,
  PAYOUT_METHODS,
  WORK_STEPS,
} from './karigars-rules';

/*
 * Karigar piece-rate wages (the workshop issue, item 1). The shop sets a rate per garment, for one
 * employee or for all (the employee's own rate wins). A garment assigned to an employee earns its
 * rate once when its order becomes Completed (a Delivered order stays earned); reassigning it,
 * removing it or reopening the order reverses the credit with a reversing entry, and completing
 * it again credits it again at the rate then. A cancelled order keeps what its garments earned:
 * the work was done. Payouts (cash or UPI) are entries too; paying more than is owed is an
 * advance, shown as negative owed. Nothing is ever edited or deleted.
 *
 * For a period: earned and paid are the entries dated in it; opening is what was owed before it;
 * owed = opening + earned - paid (what is owed at the end of the period).
 */

const KARIGAR_CODES = codesOf(KARIGAR_RULES);

/** A garment's name as rates and order lines are matched: trimmed, spaces collapsed, lower case. */
export function garmentKeyOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const garmentSchema = z
  .string({ error: KARIGAR_CODES.KARIGAR_GARMENT_REQUIRED })
  .trim()
  .min(1, KARIGAR_CODES.KARIGAR_GARMENT_REQUIRED)
  .max(GARMENT_NAME_MAX, KARIGAR_CODES.KARIGAR_GARMENT_TOO_LONG);

const noteSchema = z
  .string()
  .trim()
  .max(LEDGER_NOTE_MAX, KARIGAR_CODES.KARIGAR_NOTE_TOO_LONG)
  .nullish()
  .transform((note) => note || null);

/** PUT /karigar-rates: sets the rate of a garment for one employee, or for all with null. */
export const karigarRateInputSchema = z.object({
  garment: garmentSchema,
  employee_id: z
    .string()
    .nullish()
    .transform((id) => id || null),
  stage: z.enum(KARIGAR_STAGES, KARIGAR_CODES.KARIGAR_STAGE_INVALID).default('completed'),
  rate: createRupeeAmountSchema({
    positive: true,
    invalidMessage: KARIGAR_CODES.KARIGAR_RATE_INVALID,
    minMessage: KARIGAR_CODES.KARIGAR_RATE_NOT_POSITIVE,
  }),
});
export type KarigarRateInput = z.input<typeof karigarRateInputSchema>;
export type KarigarRateValues = z.output<typeof karigarRateInputSchema>;

export const karigarRateSchema = z.object({
  _id: z.string(),
  garment: z.string(),
  stage: z.enum(KARIGAR_STAGES),
  /** Null: the rate for every employee without a rate of their own. */
  employee: z.object({ _id: z.string(), name: z.string() }).nullable(),
  rate: z.number(),
  updated_at: z.string(),
});
export type KarigarRate = z.infer<typeof karigarRateSchema>;

export const karigarRateListSchema = z.object({ rates: z.array(karigarRateSchema) });
export type KarigarRateList = z.infer<typeof karigarRateListSchema>;

/** ?from=&to=: the days of a ledger, inclusive; to defaults to today, from to the 1st of its month. */
export const ledgerPeriodQuerySchema = z.object({
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional(),
});
export type LedgerPeriodQuery = z.infer<typeof ledgerPeriodQuerySchema>;

export interface LedgerPeriod {
  from: string;
  to: string;
}

/** The period a query asks for, with the defaults filled in (check it with isLedgerPeriod). */
export function ledgerPeriodOf(query: LedgerPeriodQuery, today: string): LedgerPeriod {
  const to = query.to ?? today;
  return { from: query.from ?? monthStartOf(to), to };
}

/** A period starts on or before its end and spans at most LEDGER_PERIOD_MAX_DAYS days. */
export function isLedgerPeriod({ from, to }: LedgerPeriod): boolean {
  return from <= to && daysBetween(from, to) < LEDGER_PERIOD_MAX_DAYS;
}

function monthStartOf(day: string): string {
  return toIsoDate({ ...parseIsoDate(day), day: 1 });
}

/** This week: Monday to Sunday around `today` (shops settle wages weekly). */
export function weekPeriodOf(today: string): LedgerPeriod {
  const { year, month, day } = parseIsoDate(today);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** This month: the 1st to the last day of `today`'s month. */
export function monthPeriodOf(today: string): LedgerPeriod {
  const from = monthStartOf(today);
  const { year, month } = parseIsoDate(today);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from, to: addDays(toIsoDate({ ...next, day: 1 }), -1) };
}

/** POST /karigars/{employeeId}/payouts: money given to an employee (an advance when above owed). */
export const payoutInputSchema = z.object({
  amount: createRupeeAmountSchema({
    positive: true,
    invalidMessage: KARIGAR_CODES.KARIGAR_AMOUNT_INVALID,
    minMessage: KARIGAR_CODES.KARIGAR_AMOUNT_NOT_POSITIVE,
  }),
  method: z
    .string({ error: KARIGAR_CODES.KARIGAR_METHOD_INVALID })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PAYOUT_METHODS, KARIGAR_CODES.KARIGAR_METHOD_INVALID)),
  note: noteSchema,
  /** The day it was paid; today when left out. */
  date: businessDateSchema.optional(),
});
export type PayoutInput = z.input<typeof payoutInputSchema>;
export type PayoutValues = z.output<typeof payoutInputSchema>;

/** POST /karigar-ledger/{entryId}/reverse: undoes a payout recorded by mistake. */
export const reverseEntryInputSchema = z.object({ note: noteSchema });
export type ReverseEntryInput = z.input<typeof reverseEntryInputSchema>;
export type ReverseEntryValues = z.output<typeof reverseEntryInputSchema>;

export const ledgerEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  date: isoDateSchema,
  /**
   * Rupees, signed as the entry moves its side: a credit and a payout are positive, their
   * reversals negative.
   */
  amount: z.number(),
  garment: z.string().nullable(),
  /** The stage a credit pays for (null for payouts). */
  stage: z.enum(KARIGAR_STAGES).nullable(),
  order_id: z.string().nullable(),
  /** With the shop's prefix, as printed on the bill. */
  order_number: z.string().nullable(),
  method: z.enum(PAYOUT_METHODS).nullable(),
  note: z.string().nullable(),
  /** The entry this one reverses. */
  reverses_id: z.string().nullable(),
  /** Whether a later entry reverses this one. */
  reversed: z.boolean(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Sums of a period, in rupees; owed is negative when more was paid (an advance). */
export const ledgerSumsSchema = z.object({
  opening: z.number(),
  earned: z.number(),
  paid: z.number(),
  owed: z.number(),
  garments: z.number().int(),
});
export type LedgerSums = z.infer<typeof ledgerSumsSchema>;

const ledgerEmployeeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Their mobile, to send the pay slip to. */
  phone: z.string().nullable(),
  position: z.enum(POSITIONS),
  active: z.boolean(),
});

/** GET /karigars: every employee's sums for the period, and the shop's. */
export const karigarSummarySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  employees: z.array(ledgerEmployeeSchema.extend({ sums: ledgerSumsSchema })),
  totals: ledgerSumsSchema,
});
export type KarigarSummary = z.infer<typeof karigarSummarySchema>;

/** GET /karigars/{employeeId}/ledger and GET /employee/ledger: one employee's period. */
export const karigarLedgerSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  employee: ledgerEmployeeSchema,
  sums: ledgerSumsSchema,
  /** The period's entries, oldest first. */
  entries: z.array(ledgerEntrySchema),
});
export type KarigarLedger = z.infer<typeof karigarLedgerSchema>;

/** POST /karigar-work: a step of a garment's work marked done (credited) or not done (reversed). */
export const workStepInputSchema = z.object({
  product_id: z.string(),
  stage: z.enum(WORK_STEPS, KARIGAR_CODES.KARIGAR_STAGE_INVALID),
  done: z.boolean(),
});
export type WorkStepInput = z.input<typeof workStepInputSchema>;

/** GET /orders/{orderId}/karigar-work: per garment, the steps the shop pays for and which are done. */
export const orderWorkSchema = z.object({
  products: z.array(
    z.object({
      product_id: z.string(),
      garment: z.string(),
      assignee: z.object({ _id: z.string(), name: z.string() }).nullable(),
      steps: z.array(
        z.object({
          stage: z.enum(WORK_STEPS),
          /** The assignee's rate for the step now (rupees); null without one. */
          rate: z.number().nullable(),
          /** Done: credited to `done_by` (and not reversed). */
          done: z.boolean(),
          done_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
          /** What the step was credited at, while done. */
          amount: z.number().nullable(),
          /**
           * Whether the caller may mark the step now: a done step, not done, by the shopkeeper or
           * the karigar it is credited to; a step not done, done, unless the order is Cancelled.
           */
          changeable: z.boolean(),
        }),
      ),
    }),
  ),
});
export type OrderWork = z.infer<typeof orderWorkSchema>;
