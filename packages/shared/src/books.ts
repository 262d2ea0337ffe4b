import { z } from 'zod';
import { daysBetween, isIsoDate } from './dates';
import { businessDateSchema } from './dates-schemas';
import { GST_CODES } from './gst';
import { rupeeAmountSchema } from './money-schemas';
import { TAKINGS_CODES } from './takings';
import { TALLY_LEDGER_KEYS, TALLY_LEDGER_NAME_MAX } from './books-rules';

/*
 * Books an accountant accepts (issue 32): the Tally export's ledger names, the composition shop's
 * CMP-08 figure, the day book.
 */

/* ───────────── Tally ledgers ───────────── */

/** A ledger name as the shop gives it (the ledgers and Tally's own names: books-rules.ts). */
const ledgerName = z
  .string({ error: GST_CODES.TALLY_LEDGER_NAME })
  .trim()
  .min(1, GST_CODES.TALLY_LEDGER_NAME)
  .max(TALLY_LEDGER_NAME_MAX, GST_CODES.TALLY_LEDGER_NAME);

export const tallyLedgersInputSchema = z.partialRecord(z.enum(TALLY_LEDGER_KEYS), ledgerName);

/* ───────────── Periods ───────────── */

/** The longest range a day book or Tally export covers: a year, leap day included. */
export const BOOKS_MAX_DAYS = 366;

const bothDates = (q: { from?: string; to?: string }): q is { from: string; to: string } =>
  q.from !== undefined && q.to !== undefined && isIsoDate(q.from) && isIsoDate(q.to);

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both required, both included, at most a year apart. */
export const booksRangeQuerySchema = z
  .object({ from: businessDateSchema, to: businessDateSchema })
  .refine((q) => !bothDates(q) || q.to >= q.from, {
    message: TAKINGS_CODES.TAKINGS_END_BEFORE_START,
    path: ['to'],
  })
  .refine((q) => !bothDates(q) || daysBetween(q.from, q.to) < BOOKS_MAX_DAYS, {
    message: TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG,
    path: ['to'],
  });
export type BooksRangeQuery = z.output<typeof booksRangeQuerySchema>;

/* ───────────── Day book ───────────── */

const rupees = z.number();

export const dayBookDaySchema = z.object({
  /** YYYY-MM-DD in the shop's time zone. */
  day: z.string(),
  /** Money received (advances and balances) by mode; refunds apart. */
  receipts: z.object({ cash: rupees, upi: rupees, card: rupees, total: rupees }),
  /** Refunds of cancelled orders, in total and the part paid in cash. */
  refunds: rupees,
  cash_refunds: rupees,
  /** Wages paid to karigars that day (reversals taken off), in total and in cash. */
  karigar_payouts: rupees,
  cash_karigar_payouts: rupees,
  /** The drawer's cash at the day's start and end by the books; null before the opening cash. */
  opening_cash: rupees.nullable(),
  closing_cash: rupees.nullable(),
  /** The cash the shop counted at the end of the day, and counted − closing; null: not counted. */
  counted_cash: rupees.nullable(),
  difference: rupees.nullable(),
});
export type DayBookDay = z.infer<typeof dayBookDaySchema>;

/** GET /reports/day-book */
export const dayBookSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** The opening cash as the shop entered it, and the day it applies from; null: not entered. */
  opening_cash: z.object({ amount: rupees, date: z.string() }).nullable(),
  days: z.array(dayBookDaySchema),
  totals: z.object({
    receipts: z.object({ cash: rupees, upi: rupees, card: rupees, total: rupees }),
    refunds: rupees,
    karigar_payouts: rupees,
  }),
});
export type DayBook = z.infer<typeof dayBookSchema>;

/** The opening cash setting: an amount in rupees and the day it is the drawer's cash at the start of. */
export const openingCashSchema = z.object({ amount: rupeeAmountSchema, date: businessDateSchema });

/** PUT /reports/day-book/cash-count: the cash counted at the end of a day; null removes the count. */
export const cashCountInputSchema = z.object({
  day: businessDateSchema,
  counted: rupeeAmountSchema.nullable(),
});
export type CashCountInput = z.output<typeof cashCountInputSchema>;

/* ───────────── CMP-08 ───────────── */

/** ?financial_year=2026&quarter=1: April to June 2026 (2 July to September, and so on). */
export const cmp08QuerySchema = z.object({
  financial_year: z.coerce.number().int().min(2017).max(2100),
  quarter: z.coerce.number().int().min(1).max(4),
});
export type Cmp08Query = z.output<typeof cmp08QuerySchema>;

/** GET /reports/cmp08: a composition shop's quarter: turnover and the tax at its rate. */
export const cmp08Schema = z.object({
  financial_year: z.number(),
  quarter: z.number(),
  from: z.string(),
  to: z.string(),
  /** Per cent of turnover, the shop's composition rate now. */
  rate: z.number(),
  /** Bills of supply of the quarter, with their debit notes added and credit notes taken off. */
  bills: z.number().int(),
  turnover: rupees,
  /** turnover × rate, half CGST, half SGST (the odd paisa to SGST). */
  tax: rupees,
  cgst: rupees,
  sgst: rupees,
});
export type Cmp08 = z.infer<typeof cmp08Schema>;

/** The first and last day of a financial year's quarter: Q1 April–June … Q4 January–March. */
export function quarterRange(financialYear: number, quarter: number): { from: string; to: string } {
  const startMonth = ((quarter - 1) * 3 + 3) % 12; // 3, 6, 9, 0 (zero-based months)
  const year = quarter === 4 ? financialYear + 1 : financialYear;
  const from = `${year}-${String(startMonth + 1).padStart(2, '0')}-01`;
  const endMonth = startMonth + 3;
  const last = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return {
    from,
    to: `${year}-${String(endMonth).padStart(2, '0')}-${String(last).padStart(2, '0')}`,
  };
}

/* ───────────── GSTR-1 ───────────── */

/** ?month=YYYY-MM */
export const gstr1QuerySchema = z.object({
  month: z
    .string({ error: GST_CODES.GSTR1_MONTH })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, GST_CODES.GSTR1_MONTH),
});

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const gstr1CsvQuerySchema = gstr1QuerySchema.extend({
  section: z.enum(GSTR1_SECTIONS, { error: GST_CODES.GSTR1_SECTION }),
});

const itemSchema = z.object({
  num: z.number().int(),
  itm_det: z.object({
    txval: rupees,
    rt: z.number(),
    iamt: rupees,
    camt: rupees,
    samt: rupees,
    csamt: rupees,
  }),
});

const b2bInvoiceSchema = z.object({
  inum: z.string(),
  /** dd-mm-yyyy, as the offline tool writes dates. */
  idt: z.string(),
  val: rupees,
  pos: z.string(),
  rchrg: z.literal('N'),
  inv_typ: z.literal('R'),
  itms: z.array(itemSchema),
});

const noteSchema = z.object({
  ntty: z.enum(['C', 'D']),
  nt_num: z.string(),
  nt_dt: z.string(),
  val: rupees,
  pos: z.string(),
  itms: z.array(itemSchema),
});

/**
 * GET /reports/gstr1: the month's outward supplies in the field layout of the GST portal's
 * offline tool's JSON (b2b by customer GSTIN, b2cl, b2cs by place of supply and rate, cdnr by
 * customer GSTIN, cdnur, the HSN/SAC summary and the documents issued), amounts in rupees.
 */
export const gstr1Schema = z.object({
  gstin: z.string(),
  /** The return period, MMYYYY. */
  fp: z.string(),
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(b2bInvoiceSchema) })),
  b2cl: z.array(
    z.object({
      pos: z.string(),
      inv: z.array(b2bInvoiceSchema.omit({ pos: true, rchrg: true, inv_typ: true })),
    }),
  ),
  b2cs: z.array(
    z.object({
      sply_ty: z.enum(['INTRA', 'INTER']),
      pos: z.string(),
      typ: z.literal('OE'),
      rt: z.number(),
      txval: rupees,
      iamt: rupees,
      camt: rupees,
      samt: rupees,
      csamt: rupees,
    }),
  ),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(noteSchema.extend({ rchrg: z.literal('N'), inv_typ: z.literal('R') })),
    }),
  ),
  cdnur: z.array(noteSchema.extend({ typ: z.literal('B2CL') })),
  hsn: z.object({
    data: z.array(
      z.object({
        num: z.number().int(),
        hsn_sc: z.string(),
        desc: z.string(),
        uqc: z.string(),
        qty: z.number(),
        rt: z.number(),
        val: rupees,
        txval: rupees,
        iamt: rupees,
        camt: rupees,
        samt: rupees,
        csamt: rupees,
      }),
    ),
  }),
  doc_issue: z.object({
    doc_det: z.array(
      z.object({
        doc_num: z.number().int(),
        doc_typ: z.string(),
        docs: z.array(
          z.object({
            num: z.number().int(),
            from: z.string(),
            to: z.string(),
            totnum: z.number().int(),
            cancel: z.number().int(),
            net_issue: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});
export type Gstr1 = z.infer<typeof gstr1Schema>;

/** A composition shop files CMP-08 for the month's quarter instead of GSTR-1. */
export const gstr1AnswerSchema = z.union([
  gstr1Schema.extend({ return: z.literal('GSTR-1') }),
  cmp08Schema.extend({ return: z.literal('CMP-08') }),
]);
export type Gstr1Answer = z.infer<typeof gstr1AnswerSchema>;
