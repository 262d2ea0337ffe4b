/*
 * The Tally export's ledgers (issue 32): their keys, the names Tally gives them unless the shop
 * says otherwise, and the longest name, apart from the books' schemas (books.ts) so that the shop
 * settings' answer (settings-responses.ts), which every order page reads, names the ledgers
 * without the day book's, CMP-08's and GSTR-1's schemas.
 */

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
