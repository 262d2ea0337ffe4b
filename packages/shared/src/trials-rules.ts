/*
 * A trial date's wire form, limits, rule codes and refusal texts, apart from the schemas (trials.ts)
 * so that screens and the error and rule texts load them without zod.
 */
import { formatDayMonthYear, isIsoDate, isoDateTimeInZone, type DisplayDateOptions } from './dates';
import { atMostCharacters } from './length-rules';
import type { RuleDefinition } from './rules';

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
