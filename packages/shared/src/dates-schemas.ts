/*
 * The date schemas; dates.ts keeps the calendar helpers and the date rules, without zod.
 */
import { z } from 'zod';
import { checkBusinessDate, DATE_CODES, isIsoDate } from './dates';

export const isoDateSchema = z
  .string({ error: DATE_CODES.DATE_INVALID })
  .refine(isIsoDate, DATE_CODES.DATE_INVALID);

/** A business date 'YYYY-MM-DD' inside the window (see BUSINESS_DATE_MIN). */
export const businessDateSchema = isoDateSchema.superRefine((iso, ctx) =>
  checkBusinessDate(iso, ctx),
);
