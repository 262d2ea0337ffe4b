/*
 * The GST slabs and why a GSTIN or GST rate is refused, apart from the invoice sums and state
 * codes (gst.ts), which the GST screens load.
 */
import type { RuleDefinition } from './rules';

/** The GST slabs a shop may choose (per cent of the taxable value). */
export const GST_RATES = [5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
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
} as const satisfies Record<string, RuleDefinition>;
