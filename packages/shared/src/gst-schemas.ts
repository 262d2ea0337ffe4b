/*
 * The GST settings' schemas; gst.ts keeps the GST rules and sums, without zod.
 */
import { z } from 'zod';
import { GST_CODES, gstinProblem } from './gst';
import { GST_RATES } from './gst-rules';

export const gstinSchema = z
  .string({ error: GST_CODES.GSTIN_FORMAT })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .transform((value) => (value ? value : null));

export const gstRateSchema = z
  .number({ error: GST_CODES.GST_RATE })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), GST_CODES.GST_RATE);
