import { parseIsoDate } from './dates';
import { codesOf } from './rules';
import { GST_RULES, type GstScheme } from './gst-rules';

/**
 * GST tax invoices (issue 16): the shop's GSTIN, its rate, the invoice number series of each
 * financial year, and the split of a tax-inclusive total into taxable value and CGST + SGST or
 * IGST, in integer paise.
 */

/**
 * Tailoring is SAC 998821 ('Tailoring services', heading 9988, manufacturing services on physical
 * inputs owned by others) and is taxed at 5% (2.5% CGST + 2.5% SGST, or 5% IGST): Notification
 * No. 11/2017-Central Tax (Rate), serial 26, heading 9988, the 'tailoring services' entry at 2.5%
 * central tax inserted by Notification No. 1/2018-Central Tax (Rate) of 25 January 2018 on the
 * 25th GST Council meeting's recommendation (it had been 18% as a general job-work service); the
 * rationalisation of 22 September 2025 (56th meeting: slabs of 5%, 18% and 40%) left it at 5%.
 * Summaries: https://taxque.in/blog/gst-on-tailoring-services-india/ (5% under 9988, down from the
 * 18% of July 2017), https://busy.in/gst-rates/tailoring-services (tailoring of garments, 9988,
 * 5%; design with tailoring as one supply, 18%). A shop whose supplies are taxed otherwise (a
 * designer boutique, say) chooses another rate in Settings.
 */
export const TAILORING_SAC = '998821';
export const DEFAULT_GST_RATE = 5;

export const GST_CODES = codesOf(GST_RULES);

/* ───────────── The shop's regime ───────────── */

/**
 * The invoices a scheme (GST_SCHEMES, gst-rules.ts) issues: a tax invoice, a bill of supply, or
 * none (a plain bill).
 */
export const GST_DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply'] as const;
export type GstDocumentKind = (typeof GST_DOCUMENT_KINDS)[number];

export function documentKindOf(scheme: GstScheme): GstDocumentKind | null {
  if (scheme === 'regular') return 'tax_invoice';
  if (scheme === 'composition') return 'bill_of_supply';
  return null;
}

/**
 * The SAC/HSN code as an invoice prints it: 4 digits for a turnover up to ₹5 crore in the
 * previous year, 6 above (Notification No. 78/2020-Central Tax, from 1 April 2021).
 */
export function printedSacCode(code: string, turnoverAbove5Crore: boolean): string {
  return code.slice(0, turnoverAbove5Crore ? 6 : 4);
}

/** The composition tax on a turnover at a rate in per cent, rounded half up to the paisa. */
export function compositionTax(turnoverPaise: number, ratePercent: number): number {
  return Math.floor((2 * turnoverPaise * ratePercent + 100) / 200);
}
export type GstRuleCode = keyof typeof GST_RULES;

/* ───────────── States ───────────── */

/**
 * GST state codes (the first two digits of a GSTIN), as the GST portal lists them, with the names
 * the pincode directory gives states (shop signup, customers' addresses). 25 (Daman and Diu) and
 * 28 (Andhra Pradesh before 2014) are no longer issued; 26 and 37 are their current codes.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The code of today's registrations for a state name (case and spacing aside), or null. */
export function gstStateCode(stateName: string): string | null {
  const key = stateName.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  let found: string | null = null;
  for (const [code, name] of Object.entries(GST_STATE_CODES)) {
    // The later code wins: 26 over 25, 37 over 28.
    if (name.toLowerCase() === key) found = code;
  }
  return found;
}

/** A state as a GST invoice names it: 'Maharashtra (27)'. */
export interface GstState {
  code: string;
  name: string;
}

export function gstStateOfGstin(gstin: string): GstState | null {
  const code = gstin.slice(0, 2);
  const name = GST_STATE_CODES[code];
  return name ? { code: code === '25' ? '26' : code === '28' ? '37' : code, name } : null;
}

export function gstStateNamed(stateName: string | null | undefined): GstState | null {
  if (!stateName) return null;
  const code = gstStateCode(stateName);
  return code ? { code, name: GST_STATE_CODES[code]! } : null;
}

/* ───────────── GSTIN ───────────── */

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme): each
 * character's value (0-9, then A-Z as 10-35) is multiplied by 1 and 2 alternately from the left,
 * each product's base-36 digits are added, and the check character brings the sum to a multiple
 * of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i]!);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN (already upper-cased and trimmed) is refused, or null when it is valid. */
export function gstinProblem(gstin: string): GstRuleCode | null {
  if (!GSTIN_SHAPE.test(gstin)) return GST_CODES.GSTIN_FORMAT;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return GST_CODES.GSTIN_STATE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GST_CODES.GSTIN_CHECKSUM;
  return null;
}

export function isGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** The shop's GSTIN: trimmed, upper-cased, spaces dropped; '' or null removes it (plain bills). */
/* ───────────── Invoice numbers ───────────── */

/** The financial year (April to March) of a day, by the year it starts in: 2027-03-31 → 2026. */
export function financialYearOf(isoDate: string): number {
  const { year, month } = parseIsoDate(isoDate);
  return month >= 4 ? year : year - 1;
}

/** '2026-27' for the year starting April 2026. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * '2026-27/0001': the year, then the serial within it. Rule 46(b) of the CGST Rules asks for a
 * consecutive serial of at most 16 characters, unique for the financial year, using letters,
 * digits, '-' and '/'; this is 12 characters up to serial 9999 and 13 beyond.
 */
export function formatInvoiceNumber(financialYear: number, serial: number): string {
  return `${financialYearLabel(financialYear)}/${String(serial).padStart(4, '0')}`;
}

/** A tax invoice '2026-27/0001'; a bill of supply its own series, 'BOS/2026-27/0001'. */
export function formatDocumentNumber(
  kind: GstDocumentKind,
  financialYear: number,
  serial: number,
): string {
  const number = formatInvoiceNumber(financialYear, serial);
  return kind === 'bill_of_supply' ? `BOS/${number}` : number;
}

/* ───────────── Tax-inclusive split ───────────── */

export interface GstSplit {
  /** What the tax is charged on: the total less the tax in it. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst; taxable + tax is always the total, to the paisa. */
  taxPaise: number;
}

/**
 * Splits a tax-inclusive total (how shops quote) into its taxable value and tax: taxable is the
 * total × 100 / (100 + rate), rounded half up to the paisa, and the tax is the rest, so the two
 * always add up to the total. Within a state the tax is halved into CGST and SGST (CGST takes the
 * lower half of an odd paisa); between states it is all IGST.
 */
export function splitTaxInclusive(options: {
  totalPaise: number;
  ratePercent: number;
  interState: boolean;
}): GstSplit {
  const { totalPaise, ratePercent, interState } = options;
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`Not a total in paise: ${totalPaise}`);
  // Basis points keep 2.5-style rates whole; every product stays far below 2^53 for totals up to
  // MAX_PAISE / 10^4.
  const basisPoints = Math.round(ratePercent * 100);
  const denominator = 10_000 + basisPoints;
  const taxablePaise = Math.floor((2 * totalPaise * 10_000 + denominator) / (2 * denominator));
  const taxPaise = totalPaise - taxablePaise;
  if (interState)
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}

/**
 * Where a service to a customer is supplied (section 12(2) of the IGST Act): the customer's
 * state when their address is on record, else the shop's. IGST applies only when that differs
 * from the shop's state; an unknown customer state is never guessed to differ.
 */
export function placeOfSupply(
  shop: GstState,
  customer: GstState | null,
): {
  place: GstState;
  interState: boolean;
} {
  if (!customer) return { place: shop, interState: false };
  return { place: customer, interState: customer.code !== shop.code };
}

/* ───────────── Credit and debit notes ───────────── */

/**
 * A tax invoice, once issued, stays as issued; when the value of the supply changes afterwards the
 * shop issues a credit note (the value went down, or the order was cancelled) or a debit note (it
 * went up) against it: section 34 of the CGST Act, with the particulars of Rule 53.
 */
export const GST_NOTE_KINDS = ['credit', 'debit'] as const;
export type GstNoteKind = (typeof GST_NOTE_KINDS)[number];

/** Why a note was issued: the order's lines or prices changed, or it was cancelled. */
export const GST_NOTE_REASONS = ['revised', 'cancelled'] as const;
export type GstNoteReason = (typeof GST_NOTE_REASONS)[number];

const NOTE_PREFIX: Record<GstNoteKind, string> = { credit: 'CN', debit: 'DN' };

/**
 * 'CN/2026-27/0001', 'DN/2026-27/0001': each kind is its own series per financial year, apart
 * from the invoices', so none of the three has gaps; 15 characters up to serial 9999, within Rule
 * 46(b)'s 16.
 */
export function formatNoteNumber(kind: GstNoteKind, financialYear: number, serial: number): string {
  return `${NOTE_PREFIX[kind]}/${formatInvoiceNumber(financialYear, serial)}`;
}

/**
 * The note that takes a supply invoiced (with any earlier notes) at `beforePaise` to `afterPaise`,
 * both tax-inclusive: its kind and the difference split into taxable value and tax, each part the
 * difference of the two totals' splits. So the parts add up to the difference to the paisa, none
 * is negative (every part of a split grows with the total), and an invoice with all its notes
 * always splits exactly as its present value would. Null when the value did not change.
 */
export function splitNote(options: {
  beforePaise: number;
  afterPaise: number;
  ratePercent: number;
  interState: boolean;
}): { kind: GstNoteKind; amountPaise: number; split: GstSplit } | null {
  const { beforePaise, afterPaise, ratePercent, interState } = options;
  if (beforePaise === afterPaise) return null;
  const [low, high] =
    beforePaise < afterPaise ? [beforePaise, afterPaise] : [afterPaise, beforePaise];
  const lower = splitTaxInclusive({ totalPaise: low, ratePercent, interState });
  const higher = splitTaxInclusive({ totalPaise: high, ratePercent, interState });
  return {
    kind: afterPaise > beforePaise ? 'debit' : 'credit',
    amountPaise: high - low,
    split: {
      taxablePaise: higher.taxablePaise - lower.taxablePaise,
      cgstPaise: higher.cgstPaise - lower.cgstPaise,
      sgstPaise: higher.sgstPaise - lower.sgstPaise,
      igstPaise: higher.igstPaise - lower.igstPaise,
      taxPaise: higher.taxPaise - lower.taxPaise,
    },
  };
}

/** A line as an invoice or note records it: the order's garment line it came from, and its price. */
export interface GstDocumentLine {
  /** The order line, for the shop copy's measurements; null when not known. */
  productId: string | null;
  name: string;
  quantity: number;
  pricePaise: number;
}
