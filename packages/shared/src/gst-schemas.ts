/*
 * The GST settings' schemas; gst.ts keeps the GST rules and sums, without zod.
 */
import { z } from 'zod';
import { GST_CODES, gstinProblem } from './gst';
import { COMPOSITION_RATE_MAX, COMPOSITION_RATE_MIN, GST_RATES, GST_SCHEMES } from './gst-rules';

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

export const gstSchemeSchema = z.enum(GST_SCHEMES, { error: GST_CODES.GST_SCHEME });

export const compositionRateSchema = z
  .number({ error: GST_CODES.COMPOSITION_RATE })
  .int(GST_CODES.COMPOSITION_RATE)
  .min(COMPOSITION_RATE_MIN, GST_CODES.COMPOSITION_RATE)
  .max(COMPOSITION_RATE_MAX, GST_CODES.COMPOSITION_RATE);

/** The shop's SAC or HSN code: 6 to 8 digits, so that both printed lengths (4 and 6) exist. */
export const sacCodeSchema = z
  .string({ error: GST_CODES.SAC_CODE })
  .trim()
  .regex(/^\d{6,8}$/, GST_CODES.SAC_CODE);
