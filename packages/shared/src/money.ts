import { codesOf, type RuleDefinition } from './rules';

/**
 * Money rules: the database holds integer paise, the API speaks rupee numbers with
 * at most 2 decimals, the screens show en-IN amounts with a ₹ sign.
 */

/** The largest amount a single field accepts: 10 crore rupees. */
export const MAX_RUPEE_AMOUNT = 10_00_00_000;

/**
 * The largest paise count converted, about 11 lakh crore rupees: beyond it a float of rupees can no
 * longer tell neighbouring paise apart, so a round trip through rupees could change the amount.
 */
export const MAX_PAISE = 2 ** 50;

/**
 * How far `rupees * 100` may sit from a whole number of paise and still count as that number.
 * Binary floats cannot hold most 2-decimal values exactly (19.99 * 100 is 1998.9999999999998, and
 * 0.1 + 0.2 is 0.30000000000000004), so an exact test would refuse honest client arithmetic.
 * 2^-44 relative is about 250 float steps: far above the noise of adding up an order's prices,
 * below a tenth of a paisa for amounts up to about 1,700 crore, so a real third decimal is refused.
 */
function paiseTolerance(scaled: number): number {
  return Math.max(1, Math.abs(scaled)) * 2 ** -44;
}

/** Whole paise for `rupees`, or null when it is not finite or has a real third decimal. */
function toPaiseOrNull(rupees: number): number | null {
  if (!Number.isFinite(rupees)) return null;
  const scaled = rupees * 100;
  const paise = Math.round(scaled);
  if (Math.abs(paise) > MAX_PAISE) return null;
  if (Math.abs(scaled - paise) > paiseTolerance(scaled)) return null;
  return paise === 0 ? 0 : paise; // never -0
}

/** True for a finite number of rupees with at most 2 decimals (float noise forgiven). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return toPaiseOrNull(rupees) !== null;
}

/**
 * Rupees (at most 2 decimals) to integer paise; throws RangeError for NaN, ±Infinity, a third
 * decimal, or more than MAX_PAISE.
 */
export function rupeesToPaise(rupees: number): number {
  const paise = toPaiseOrNull(rupees);
  if (paise === null) {
    throw new RangeError(`Not a rupee amount with at most 2 decimals: ${rupees}`);
  }
  return paise;
}

/** Integer paise to rupees; the result is the float nearest the exact 2-decimal value (1999 → 19.99). */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise) || Math.abs(paise) > MAX_PAISE) {
    throw new RangeError(`Paise must be a whole number up to ${MAX_PAISE}: ${paise}`);
  }
  const rupees = paise / 100;
  return rupees === 0 ? 0 : rupees;
}

const RUPEE_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * Payment fields: digits with at most 2 decimals ('150', '150.5', '150.50').
 * No sign, no grouping commas, no spaces, no bare '.5' or '150.'; trim before calling.
 */
export function isRupeeAmount(value: string): boolean {
  return RUPEE_TEXT.test(value);
}

/** The number in a form's amount text, or null when the text is not a rupee amount. */
export function parseRupeeInput(value: string): number | null {
  const text = value.trim();
  return isRupeeAmount(text) ? Number(text) : null;
}

// Built once: Intl formatters are costly to create and these run for every row of a list.
// The ₹ sign and the minus are added by hand rather than with style 'currency', whose output
// (sign placement, spacing, symbol) varies between ICU versions and so between browsers.
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const upToOneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

function assertFinite(amount: number): void {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
}

function withSign(negative: boolean, body: string): string {
  return `${negative ? '-' : ''}₹${body}`;
}

export interface FormatRupeesOptions {
  /**
   * true: always 2 decimals ('₹1,23,456.00'); false: whole rupees, rounded ('₹1,23,457');
   * left out: 2 decimals only when the amount has paise ('₹1,23,456' / '₹1,23,456.50').
   */
  decimals?: boolean;
}

/** An amount of rupees in en-IN grouping with ₹: '₹1,23,456', '₹1,23,456.50', '-₹500'. */
export function formatRupees(amount: number, opts: FormatRupeesOptions = {}): string {
  assertFinite(amount);
  const paise = Math.round(Math.abs(amount) * 100);
  const showPaise = opts.decimals ?? paise % 100 !== 0;
  if (showPaise) {
    return withSign(amount < 0 && paise !== 0, twoDecimals.format(paise / 100));
  }
  const whole = Math.round(Math.abs(amount));
  return withSign(amount < 0 && whole !== 0, wholeRupees.format(whole));
}

interface Unit {
  size: number;
  suffix: string;
}
const UNITS: readonly Unit[] = [
  { size: 1_000, suffix: 'K' },
  { size: 1_00_000, suffix: 'L' },
  { size: 1_00_00_000, suffix: 'Cr' },
];

function roundTo(value: number, decimals: 0 | 1): number {
  return decimals === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}

export interface AbbreviateOptions {
  /** Chart labels: K without decimals and amounts below ₹1,000 in whole rupees. */
  chart?: boolean;
}

/**
 * Short amounts: below ₹1,000 the plain amount ('₹950'), then K, L (lakh) and Cr (crore)
 * with one decimal ('₹1.5K', '₹2.5L', '₹1.2Cr'); chart labels show K without decimals ('₹2K').
 *
 * Decisions: a trailing '.0' is dropped ('₹2L', not '₹2.0L'), as chart K labels already have no
 * decimal and the shorter label reads the same. An amount that rounds up to the next unit is shown
 * in that unit (99,999 is '₹1L', not '₹100K'; 999.6 in a chart is '₹1K'), so labels never decrease
 * as amounts grow. Negatives keep a leading minus ('-₹1.5K'); an amount that rounds to zero has none.
 * Outside charts, amounts below ₹1,000 are formatted like formatRupees ('₹950.50').
 */
export function formatAbbreviatedRupees(amount: number, opts: AbbreviateOptions = {}): string {
  assertFinite(amount);
  const chart = opts.chart ?? false;
  const abs = Math.abs(amount);
  const negative = amount < 0;

  let unitIndex = -1;
  for (let i = UNITS.length - 1; i >= 0; i--) {
    if (abs >= UNITS[i]!.size) {
      unitIndex = i;
      break;
    }
  }

  if (unitIndex === -1) {
    const plainLimit = chart ? Math.round(abs) : Math.round(abs * 100) / 100;
    if (plainLimit < UNITS[0]!.size) {
      if (chart) return withSign(negative && plainLimit !== 0, wholeRupees.format(plainLimit));
      return formatRupees(amount);
    }
    unitIndex = 0;
  }

  let unit = UNITS[unitIndex]!;
  let decimals: 0 | 1 = chart && unit.suffix === 'K' ? 0 : 1;
  let scaled = roundTo(abs / unit.size, decimals);
  const next = UNITS[unitIndex + 1];
  if (next && scaled * unit.size >= next.size) {
    unit = next;
    decimals = 1;
    scaled = roundTo(abs / unit.size, decimals);
  }
  return withSign(negative, `${upToOneDecimal.format(scaled)}${unit.suffix}`);
}

/**
 * Why a rupee amount is refused: each code with its English sentence and its key (a form may pass
 * its own codes for a value that is not a number and for the lower bound).
 */
export const MONEY_RULES = {
  AMOUNT_INVALID: { key: 'newOrder:validation.invalidAmount', text: 'Enter a valid amount' },
  AMOUNT_NOT_POSITIVE: {
    key: 'karigars:payout.amountAboveZero',
    text: 'Amount must be greater than zero',
  },
  AMOUNT_NEGATIVE: { key: 'newOrder:validation.amountNegative', text: 'Amount cannot be negative' },
  AMOUNT_MAX: {
    key: 'newOrder:validation.amountMax',
    text: (p: { max: string }) => `Amount cannot exceed ${p.max}`,
    params: { max: formatRupees(MAX_RUPEE_AMOUNT) },
  },
  AMOUNT_DECIMALS: {
    key: 'newOrder:validation.amountDecimals',
    text: 'Amount can have at most 2 decimal places',
  },
} as const satisfies Record<string, RuleDefinition>;

export const MONEY_CODES = codesOf(MONEY_RULES);
