import { z } from 'zod';
import { addDays, checkBusinessDate, daysBetween, isIsoDate } from './dates';
import { businessDateSchema } from './dates-schemas';
import { codesOf } from './rules';
import {
  parseTrial,
  TRIAL_LIST_MAX_DAYS,
  TRIAL_NOTE_MAX_LENGTH,
  TRIAL_RULES,
  type Trial,
} from './trials-rules';

/*
 * Trial (fitting) dates (issue 16, item 4): the day, and the time if the shop fixed one, the
 * customer comes in to try the garment on. On the wire a trial is 'YYYY-MM-DD', or
 * 'YYYY-MM-DDTHH:mm' in the shop's time zone; an ISO date-time with an offset or 'Z' is also
 * accepted and read as the shop's wall-clock time of that instant. The customer answers from the
 * tracking page: they will come, or they ask for another day (and the shop decides).
 */

export const TRIAL_CODES = codesOf(TRIAL_RULES);

/** `trialDate` in POST /create_order and /update_order: a trial, or null (none, or removed). */
export const trialDateSchema = z
  .union([z.string({ error: TRIAL_CODES.TRIAL_DATE_INVALID }), z.null()], {
    error: TRIAL_CODES.TRIAL_DATE_INVALID,
  })
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const trial = parseTrial(value);
    if (!trial) {
      ctx.addIssue({ code: 'custom', message: TRIAL_CODES.TRIAL_DATE_INVALID });
      return z.NEVER;
    }
    checkBusinessDate(trial.date, ctx);
    return trial;
  });

/**
 * Why a trial cannot be set now (`today` in the shop's zone): the error code it refuses with
 * (error-codes.ts words it), or null when it can.
 */
export function trialDateError(
  trial: Trial,
  today: string,
  dueDate: string,
): 'TRIAL_DATE_PAST' | 'TRIAL_AFTER_DUE' | null {
  if (trial.date < today) return 'TRIAL_DATE_PAST';
  if (trial.date > dueDate) return 'TRIAL_AFTER_DUE';
  return null;
}

/** The customer's answer: they will come, or they ask for another day. */
export const TRIAL_RESPONSES = ['confirmed', 'another_day'] as const;
export type TrialResponse = (typeof TRIAL_RESPONSES)[number];

/** POST /shared_order/{token}/trial */
export const trialAnswerSchema = z.object({
  response: z.enum(TRIAL_RESPONSES, { error: TRIAL_CODES.TRIAL_RESPONSE_INVALID }),
  /** With another_day: the days or times that suit the customer, in their words. */
  note: z
    .string()
    .trim()
    .max(TRIAL_NOTE_MAX_LENGTH, TRIAL_CODES.TRIAL_NOTE_LENGTH)
    .nullish()
    .transform((v) => v || null),
});
export type TrialAnswer = z.output<typeof trialAnswerSchema>;

/** The customer's answer to a trial, in GET /orders/{id} and GET /shared_order/{token}. */
export const trialAnswerViewSchema = z.object({
  response: z.enum(TRIAL_RESPONSES),
  note: z.string().nullable(),
  /** When they answered (ISO instant). */
  at: z.string(),
});
export type TrialAnswerView = z.infer<typeof trialAnswerViewSchema>;

/** GET /trials: the open orders with a trial from `from` to `to` (shop days, both included). */
export const trialListQuerySchema = z
  .object({
    /** Defaults to today in the shop's time zone. */
    from: businessDateSchema.optional(),
    /** Defaults to six days after `from` (a week). */
    to: businessDateSchema.optional(),
  })
  .refine(
    // Runs beside the fields' own checks: a malformed day is theirs to refuse.
    ({ from, to }) =>
      !from ||
      !to ||
      !isIsoDate(from) ||
      !isIsoDate(to) ||
      (to >= from && daysBetween(from, to) < TRIAL_LIST_MAX_DAYS),
    { message: TRIAL_CODES.TRIAL_LIST_RANGE, path: ['to'] },
  );
export type TrialListQuery = z.output<typeof trialListQuerySchema>;

/** The range a query names, with its defaults filled in. */
export function trialListRange(query: TrialListQuery, today: string): { from: string; to: string } {
  const from = query.from ?? today;
  return { from, to: query.to ?? addDays(from, 6) };
}

export const trialListSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** By day, then time (those without a time last in their day), then order number. */
  trials: z.array(
    z.object({
      order_id: z.string(),
      order_number: z.number().int(),
      customer_name: z.string(),
      customer_mobile_no: z.string(),
      status: z.string(),
      trialDate: z.string(),
      answer: trialAnswerViewSchema.nullable(),
    }),
  ),
});
export type TrialList = z.infer<typeof trialListSchema>;
