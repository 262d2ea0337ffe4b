/*
 * The outstanding lists' limits and rule code, apart from the schemas (outstanding.ts) so that the
 * rule texts load without zod.
 */
import type { RuleDefinition } from './rules';

/** Orders listed per list by default, and at most; the totals always cover every order. */
export const OUTSTANDING_LIMIT_DEFAULT = 50;
export const OUTSTANDING_LIMIT_MAX = 200;

/** Why the outstanding lists' query is refused: its code, English sentence and key. */
export const OUTSTANDING_RULES = {
  OUTSTANDING_LIMIT_INVALID: {
    key: 'outstanding:rules.limitInvalid',
    text: (p: { max: number }) => `Limit must be a whole number from 1 to ${p.max}`,
    params: { max: OUTSTANDING_LIMIT_MAX },
  },
} as const satisfies Record<string, RuleDefinition>;
