import { z } from 'zod';
import { FIT_ANSWERS, FIT_NOTE_MAX_LENGTH, FIT_RULES } from './fit-rules';
import { codesOf } from './rules';

const FIT_CODES = codesOf(FIT_RULES);

/**
 * POST /shared_order/{token}/feedback: how the order fitted, for one garment (product_id) or the
 * whole order, with an optional note (what needs changing).
 */
export const fitFeedbackSchema = z.object({
  fit: z.enum(FIT_ANSWERS, { error: FIT_CODES.FIT_ANSWER_INVALID }),
  product_id: z
    .string()
    .nullish()
    .transform((v) => v || null),
  note: z
    .string()
    .trim()
    .max(FIT_NOTE_MAX_LENGTH, FIT_CODES.FIT_NOTE_LENGTH)
    .nullish()
    .transform((v) => v || null),
});
export type FitFeedback = z.output<typeof fitFeedbackSchema>;

/** One answer, as the tracking page and its API show it. */
export const fitAnswerViewSchema = z.object({
  product_id: z.string().nullable(),
  fit: z.enum(FIT_ANSWERS),
  note: z.string().nullable(),
  at: z.string(),
});
export type FitAnswerView = z.infer<typeof fitAnswerViewSchema>;

/** The tracking page's fit part: open while the window lasts, and the answers given. */
export const sharedFitSchema = z.object({
  /** Until when (ISO instant) the customer may answer; null when the order is not Delivered. */
  open_until: z.string().nullable(),
  answers: z.array(fitAnswerViewSchema),
  /** The garments to answer for, in the order's order. */
  garments: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type SharedFit = z.infer<typeof sharedFitSchema>;

/** POST /shared_order/{token}/feedback's answer. */
export const fitFeedbackAnswerSchema = sharedFitSchema.extend({
  /** The alteration order 'needs a change' opened, by its number. */
  alteration_order_number: z.number().int().nullable(),
});
export type FitFeedbackAnswer = z.infer<typeof fitFeedbackAnswerSchema>;
