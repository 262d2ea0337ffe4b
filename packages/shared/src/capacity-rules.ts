/*
 * The capacity settings' limits, rule codes and refusal texts, apart from the schemas
 * (capacity.ts) so that the error and rule texts load without zod.
 */
import type { RuleDefinition } from './rules';

export const DAILY_CAPACITY_MAX = 1000;
export const EMPLOYEE_CAPACITY_MAX = 200;
export const BUFFER_DAYS_MAX = 30;
/** The longest range one request reads: two months, so a month view with its edges fits. */
export const CAPACITY_RANGE_MAX_DAYS = 62;

/** Why a capacity setting is refused: each code with its English sentence and its settings key. */
export const CAPACITY_RULES = {
  CAPACITY_RANGE_ORDER: {
    key: 'capacity:rules.rangeOrder',
    text: 'The end date must be on or after the start date',
  },
  CAPACITY_RANGE_LENGTH: {
    key: 'capacity:rules.rangeLength',
    text: (p: { max: number }) => `Ask for at most ${p.max} days at a time`,
    params: { max: CAPACITY_RANGE_MAX_DAYS },
  },
  DAILY_CAPACITY_INVALID: {
    key: 'settings:errors.dailyCapacity',
    text: (p: { max: number }) =>
      `Daily capacity must be a whole number of garments from 1 to ${p.max}, or empty`,
    params: { max: DAILY_CAPACITY_MAX },
  },
  EMPLOYEE_CAPACITY_INVALID: {
    key: 'settings:errors.employeeCapacity',
    text: (p: { max: number }) =>
      `An employee's daily capacity must be a whole number of garments from 1 to ${p.max}, or empty`,
    params: { max: EMPLOYEE_CAPACITY_MAX },
  },
  BUFFER_DAYS_INVALID: {
    key: 'settings:errors.bufferDays',
    text: (p: { max: number }) => `Buffer days must be a whole number from 0 to ${p.max}`,
    params: { max: BUFFER_DAYS_MAX },
  },
} as const satisfies Record<string, RuleDefinition>;
export const CAPACITY_MESSAGES = {
  unknownEmployee: 'A daily capacity was given for someone who is not an employee of this shop',
} as const;
