import { z } from 'zod';
import { GST_CODES } from './gst';

/*
 * Books an accountant accepts (issue 32): the Tally export's ledger names, the composition shop's
 * CMP-08 figure, the day book.
 */

/* ───────────── Tally ledgers ───────────── */

/** The ledgers a Tally export posts to, each named as the shop's books in Tally name it. */
export const TALLY_LEDGER_KEYS = [
  'sales',
  'cgst',
  'sgst',
  'igst',
  'customers',
  'cash',
  'upi',
  'card',
] as const;
export type TallyLedgerKey = (typeof TALLY_LEDGER_KEYS)[number];
export type TallyLedgers = Record<TallyLedgerKey, string>;

/**
 * What Tally calls them unless the shop says otherwise. 'customers' is the party ledger of
 * customers without a GSTIN; a business customer (with a GSTIN) is its own party ledger, by name.
 */
export const DEFAULT_TALLY_LEDGERS: TallyLedgers = {
  sales: 'Tailoring Sales',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  customers: 'Customers',
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
};

export function tallyLedgersOf(stored: Partial<TallyLedgers> | null | undefined): TallyLedgers {
  return { ...DEFAULT_TALLY_LEDGERS, ...stored };
}

export const TALLY_LEDGER_NAME_MAX = 100;

const ledgerName = z
  .string({ error: GST_CODES.TALLY_LEDGER_NAME })
  .trim()
  .min(1, GST_CODES.TALLY_LEDGER_NAME)
  .max(TALLY_LEDGER_NAME_MAX, GST_CODES.TALLY_LEDGER_NAME);

export const tallyLedgersInputSchema = z.partialRecord(z.enum(TALLY_LEDGER_KEYS), ledgerName);
export const tallyLedgersSchema = z.object(
  Object.fromEntries(TALLY_LEDGER_KEYS.map((key) => [key, z.string()])) as Record<
    TallyLedgerKey,
    z.ZodString
  >,
);
