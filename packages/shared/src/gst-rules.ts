/*
 * The GST schemes and slabs and why a GSTIN or GST rate is refused, apart from the invoice sums
 * and state codes (gst.ts), which the GST screens load.
 */
import type { RuleDefinition } from './rules';

/**
 * Which bills a shop issues (issue 32). 'unregistered': below the registration threshold (₹20
 * lakh of services a year, ₹10 lakh in special-category states), plain bills with no GSTIN and no
 * tax. 'composition': registered under the composition scheme (section 10; services up to ₹50
 * lakh, 6% of turnover paid quarterly by CMP-08): a bill of supply, headed so and carrying the
 * legend of Rule 5(1)(g), with no tax charged (section 10(4)). 'regular': GST tax invoices.
 */
export const GST_SCHEMES = ['unregistered', 'composition', 'regular'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

/** The GST slabs a shop may choose (per cent of the taxable value). */
export const GST_RATES = [5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Composition rates in per cent of turnover: 1 (traders, manufacturers) up to 6 (services). */
export const COMPOSITION_RATE_MIN = 1;
export const COMPOSITION_RATE_MAX = 6;
export const DEFAULT_COMPOSITION_RATE = 6;
/** Why a GSTIN or GST rate is refused: each code with its English sentence and its settings key. */
export const GST_RULES = {
  GSTIN_FORMAT: {
    key: 'settings:errors.gstinFormat',
    text: 'Enter a 15-character GSTIN like 27AAPFU0939F1ZV: state code, PAN, entity number, Z, check character',
  },
  GSTIN_STATE: {
    key: 'settings:errors.gstinState',
    text: 'The GSTIN must start with an Indian state code (01 to 38)',
  },
  GSTIN_CHECKSUM: {
    key: 'settings:errors.gstinChecksum',
    text: 'This GSTIN is not valid: its last character (the check character) does not match',
  },
  GST_RATE: {
    key: 'settings:errors.gstRate',
    text: `GST rate must be one of ${GST_RATES.join(', ')} per cent`,
  },
  GST_SCHEME: {
    key: 'settings:errors.gstScheme',
    text: 'GST scheme must be unregistered, composition or regular',
  },
  GST_SCHEME_NEEDS_GSTIN: {
    key: 'settings:errors.gstSchemeNeedsGstin',
    text: 'A composition or regular GST shop needs its GSTIN: enter it, or choose unregistered',
  },
  COMPOSITION_RATE: {
    key: 'settings:errors.compositionRate',
    text: (p: { min: number; max: number }) =>
      `Composition rate must be a whole number from ${p.min} to ${p.max} per cent`,
    params: { min: COMPOSITION_RATE_MIN, max: COMPOSITION_RATE_MAX },
  },
  TALLY_LEDGER_NAME: {
    key: 'settings:errors.tallyLedgerName',
    text: 'A Tally ledger name needs 1 to 100 characters',
  },
  GSTR1_MONTH: {
    key: 'settings:errors.gstr1Month',
    text: 'Choose the return month as YYYY-MM, like 2026-06',
  },
  GSTR1_SECTION: {
    key: 'settings:errors.gstr1Section',
    text: 'Choose a GSTR-1 section: b2b, b2cl, b2cs, cdnr, cdnur, hsn or docs',
  },
  SAC_CODE: {
    key: 'settings:errors.sacCode',
    text: 'Enter the SAC or HSN code as 6 to 8 digits, like 998821',
  },
} as const satisfies Record<string, RuleDefinition>;
