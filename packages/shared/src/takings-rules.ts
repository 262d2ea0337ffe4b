/*
 * The takings range's limits, rule codes and refusal texts, apart from the schemas (takings.ts) so
 * that the error and rule texts load without zod.
 */
import type { RuleDefinition } from './rules';

/** The longest range one request may ask for: a year, leap day included. */
export const TAKINGS_MAX_DAYS = 366;

/** At most this many entries are listed, newest first; the totals always cover the whole range. */
export const TAKINGS_MAX_ENTRIES = 1000;

/** The ledger kind that is money going out: a refund of a cancelled order. */
export const REFUND_KIND = 'refund';

export const TAKINGS_MESSAGES = {
  endBeforeStart: 'End date cannot be earlier than start date.',
  rangeTooLong: `Choose a range of at most ${TAKINGS_MAX_DAYS} days`,
} as const;

/** Why a takings range is refused: each code with its English sentence and its takings key. */
export const TAKINGS_RULES = {
  TAKINGS_END_BEFORE_START: {
    key: 'takings:errors.endBeforeStart',
    text: TAKINGS_MESSAGES.endBeforeStart,
  },
  TAKINGS_RANGE_TOO_LONG: {
    key: 'takings:errors.rangeTooLong',
    text: (p: { max: number }) => `Choose a range of at most ${p.max} days`,
    params: { max: TAKINGS_MAX_DAYS },
  },
} as const satisfies Record<string, RuleDefinition>;
