/*
 * The measurement unit's schema; measurements.ts keeps the measurement rules, without zod.
 */
import { z } from 'zod';
import { codesOf } from './rules';
import { MEASUREMENT_UNITS } from './measurements';
import { MEASUREMENT_UNIT_RULES } from './measurements-rules';

/** A measurement unit: in or cm. */
export const measurementUnitSchema = z.enum(
  MEASUREMENT_UNITS,
  codesOf(MEASUREMENT_UNIT_RULES).MEASUREMENT_UNIT_INVALID,
);
