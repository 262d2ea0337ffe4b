/*
 * Why an export's amounts are refused, apart from the export's schemas (data-export.ts) so that the
 * rule texts load without zod.
 */
import type { RuleDefinition } from './rules';

/** Why an export's amounts are refused: each code with its English sentence and its key. */
export const EXPORT_RULES = {
  EXPORT_AMOUNT_DECIMALS: {
    key: 'dataExport:rules.amountDecimals',
    text: 'Amounts must be rupees with at most 2 decimals',
  },
  EXPORT_RATE_ABOVE_ZERO: { key: 'dataExport:rules.rateAboveZero', text: 'A rate is above 0' },
} as const satisfies Record<string, RuleDefinition>;
