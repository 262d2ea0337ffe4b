/*
 * Why a measurement or a measurement unit is refused, apart from the measurement templates and
 * helpers (measurements.ts), which the screens that take measurements load.
 */
import type { RuleDefinition } from './rules';

/**
 * Why a measurement value cannot be right: each code with its English sentence and the new-order
 * form's key. Values are text ('38', '38.5', '38 1/2', '1/2', '38½'), so a slip of the pen is
 * caught here rather than read wrongly at the cutting table.
 */
export const MEASUREMENT_VALUE_RULES = {
  MEASUREMENT_VALUE_NOT_A_NUMBER: {
    key: 'newOrder:validation.measurementNotANumber',
    text: 'Enter a number, like 38, 38.5 or 38 1/2',
  },
  MEASUREMENT_VALUE_NEGATIVE: {
    key: 'newOrder:validation.measurementNegative',
    text: 'A measurement cannot be negative',
  },
  MEASUREMENT_VALUE_DECIMAL_POINTS: {
    key: 'newOrder:validation.measurementDecimalPoints',
    text: 'A number has only one decimal point',
  },
  MEASUREMENT_VALUE_ZERO_FRACTION: {
    key: 'newOrder:validation.measurementZeroFraction',
    text: 'A fraction cannot have 0 below the line',
  },
} as const satisfies Record<string, RuleDefinition>;

/** Why a measurement unit is refused: its code with its English sentence and its settings key. */
export const MEASUREMENT_UNIT_RULES = {
  MEASUREMENT_UNIT_INVALID: {
    key: 'settings:errors.measurementUnit',
    text: 'Measurement unit must be in or cm',
  },
} as const satisfies Record<string, RuleDefinition>;
