import { z } from 'zod';
import { GARMENT_RULES, GARMENT_STAGES, TAG_CODE_PATTERN } from './garments-rules';
import { MEASUREMENT_UNITS } from './measurements';
import { ORDER_STATUSES } from './orders/constants';
import { codesOf } from './rules';

const GARMENT_CODES = codesOf(GARMENT_RULES);

/** A tag in a path (/garments/{tag_code}): capitals or not, as a phone's camera or a hand gives it. */
export const tagCodeParamsSchema = z.object({
  tag_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(TAG_CODE_PATTERN, GARMENT_CODES.GARMENT_TAG_INVALID),
});

/** POST /garments/{tag_code}/stage: the step of work just done. */
export const garmentStageInputSchema = z.object({
  stage: z.enum(GARMENT_STAGES, GARMENT_CODES.GARMENT_STAGE_INVALID),
});
export type GarmentStageInput = z.input<typeof garmentStageInputSchema>;

/** One step of a garment's history: which, when, and who recorded it. */
export const garmentStepSchema = z.object({
  stage: z.enum(GARMENT_STAGES),
  at: z.string(),
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
});

/** GET /garments/{tag_code}: the garment, its order and customer, its steps and the next one. */
export const garmentSchema = z.object({
  _id: z.string(),
  tag_code: z.string(),
  name: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  order_status: z.enum(ORDER_STATUSES),
  due_date: z.string(),
  customer_first_name: z.string(),
  measurements: z.record(z.string(), z.string()),
  measurement_unit: z.enum(MEASUREMENT_UNITS),
  note: z.string().nullable(),
  /** Image URLs, relative to the API host ('/api/images/…'). */
  uploadedImages: z.array(z.string()),
  assigned_to: z.object({ _id: z.string(), name: z.string() }).nullable(),
  stage: z.enum(GARMENT_STAGES).nullable(),
  next_stage: z.enum(GARMENT_STAGES).nullable(),
  steps: z.array(garmentStepSchema),
  /** Whether the order was just moved to Completed by this step (POST only). */
  order_completed: z.boolean().optional(),
});
export type Garment = z.infer<typeof garmentSchema>;
