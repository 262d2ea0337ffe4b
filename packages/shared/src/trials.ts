import { z } from 'zod';
import {
  addDays,
  businessDateSchema,
  checkBusinessDate,
  daysBetween,
  formatDayMonthYear,
  isIsoDate,
  isoDateTimeInZone,
  type DisplayDateOptions,
} from './dates';
import { atMostCharacters } from './length-rules';
import { codesOf, type RuleDefinition } from './rules';

/*
 * Trial (fitting) dates (issue 16, item 4): the day, and the time if the shop fixed one, the
 * customer comes in to try the garment on. On the wire a trial is 'YYYY-MM-DD', or
 * 'YYYY-MM-DDTHH:mm' in the shop's time zone; an ISO date-time with an offset or 'Z' is also
 * accepted and read as the shop's wall-clock time of that instant. The customer answers from the
 * tracking page: they will come, or they ask for another day (and the shop decides).
 */

export const TRIAL_MESSAGES = {
  invalid: 'Enter the trial date as YYYY-MM-DD, with a time (HH:mm) if fixed',
  past: 'Trial date cannot be in the past',
  afterDue: 'Trial date must be on or before the due date',
  noTrial: 'This order has no trial date to answer',
  closed: 'This order is closed: its trial can no longer be answered',
} as const;

export const TRIAL_NOTE_MAX_LENGTH = 200;

/** The longest range GET /trials lists at once: two months. */
export const TRIAL_LIST_MAX_DAYS = 62;

/**
 * Why an order's trial date is refused by the schemas: each code with its English sentence and
 * its key (a past trial depends on today: trialDateError's error codes).
 */
export const TRIAL_RULES = {
  TRIAL_NOTE_LENGTH: atMostCharacters('trials:rules.noteLength', 'Message', TRIAL_NOTE_MAX_LENGTH),
  TRIAL_RESPONSE_INVALID: {
    key: 'trials:rules.responseInvalid',
    text: 'Choose confirmed or another_day',
  },
  TRIAL_LIST_RANGE: {
    key: 'trials:rules.listRange',
    text: (p: { max: number }) => `Choose a range of 1 to ${p.max} days, from before to`,
    params: { max: TRIAL_LIST_MAX_DAYS },
  },
  TRIAL_DATE_INVALID: { key: 'newOrder:validation.trialDateInvalid', text: TRIAL_MESSAGES.invalid },
  TRIAL_DATE_AFTER_DUE: {
    key: 'newOrder:validation.trialAfterDue',
    text: TRIAL_MESSAGES.afterDue,
  },
} as const satisfies Record<string, RuleDefinition>;

export const TRIAL_CODES = codesOf(TRIAL_RULES);

/** A trial as the shop's calendar has it: the day, and the time of day or null. */
export interface Trial {
  date: string;
  time: string | null;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The trial a wire value names, or null when it is not one of the accepted forms. */
export function parseTrial(value: string): Trial | null {
  const text = value.trim();
  if (isIsoDate(text)) return { date: text, time: null };
  const local = DATE_TIME.exec(text);
  if (local && isIsoDate(local[1]!)) return { date: local[1]!, time: `${local[2]}:${local[3]}` };
  if (ISO_INSTANT.test(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return null;
    return parseTrial(isoDateTimeInZone(instant));
  }
  return null;
}

/** The wire form of a trial: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'. */
export function formatTrial(trial: Trial): string {
  return trial.time ? `${trial.date}T${trial.time}` : trial.date;
}

/**
 * A wire trial as people read it, on screens, the tracking page, notifications and messages:
 * '03 Dec 2026', or '03 Dec 2026, 17:30' (the day as formatDayMonthYear writes it). Text that is
 * not a trial is returned as given.
 */
export function formatTrialWhen(trialDate: string, options: DisplayDateOptions = {}): string {
  const day = trialDate.slice(0, 10);
  if (!isIsoDate(day)) return trialDate;
  const shown = formatDayMonthYear(day, options);
  return trialDate.length > 10 ? `${shown}, ${trialDate.slice(11, 16)}` : shown;
}

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
