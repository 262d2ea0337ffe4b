import type { z } from 'zod';
import { SHOP_TIME_ZONE } from './constants';
import { codesOf, type RuleDefinition } from './rules';

/**
 * Calendar dates travel as 'YYYY-MM-DD' and mean a day in the shop's time zone;
 * timestamps are ISO 8601 instants. Calendar arithmetic here is integer day counting, never Date
 * arithmetic, so the machine's own time zone can never shift a day.
 */

export interface DateParts {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of the (proleptic) Gregorian calendar; month is 1 to 12. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be 1 to 12: ${month}`);
  }
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function partsOrNull(iso: string): DateParts | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Year 0000 is no year a shop works in, and PostgreSQL's date type refuses it.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date written 'YYYY-MM-DD' (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  return partsOrNull(value) !== null;
}

/** Year, month (1 to 12) and day of an ISO date; throws RangeError for anything else. */
export function parseIsoDate(iso: string): DateParts {
  const parts = partsOrNull(iso);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  return parts;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' for the given parts; throws RangeError if they are not a real date in years 0 to 9999. */
export function toIsoDate({ year, month, day }: DateParts): string {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`Year must be 0 to 9999: ${year}`);
  }
  const iso = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  parseIsoDate(iso);
  return iso;
}

/** What a date that is not a real 'YYYY-MM-DD' day is answered with, by the API and the forms. */
export const INVALID_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD)';

/** Why a date is refused: its code, with its English sentence and the key the web words it with. */
export const DATE_RULES = {
  DATE_INVALID: { key: 'newOrder:validation.dateInvalid', text: INVALID_DATE_MESSAGE },
} as const satisfies Record<string, RuleDefinition>;

export const DATE_CODES = codesOf(DATE_RULES);

// Day numbers since 1970-01-01, after Howard Hinnant's days_from_civil / civil_from_days.
function toDayNumber({ year, month, day }: DateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): DateParts {
  const z0 = dayNumber + 719468;
  const era = Math.floor(z0 / 146097);
  const dayOfEra = z0 - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The date `days` calendar days after `iso` (negative goes back); throws RangeError on bad input. */
export function addDays(iso: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return toIsoDate(fromDayNumber(toDayNumber(parseIsoDate(iso)) + days));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(parseIsoDate(to)) - toDayNumber(parseIsoDate(from));
}

/** -1, 0 or 1, for sorting ISO dates oldest first; throws RangeError if either is not a date. */
export function compareIsoDates(a: string, b: string): -1 | 0 | 1 {
  parseIsoDate(a);
  parseIsoDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

// One formatter per time zone: creating Intl formatters is slow and these run per row.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface ZonedParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
}

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const values: Record<string, number> = {};
  for (const part of dayFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  };
}

/** The calendar date an instant falls on in the shop's time zone. */
export function isoDateInZone(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return toIsoDate(zonedParts(instant, timeZone));
}

/** The shop's wall-clock date and time of an instant, to the minute: 'YYYY-MM-DDTHH:mm'. */
export function isoDateTimeInZone(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const parts = zonedParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${toIsoDate(parts)}T${two(parts.hour)}:${two(parts.minute)}`;
}

/** Today's date 'YYYY-MM-DD' in the shop's time zone (Asia/Kolkata), whatever the machine's zone. */
export function todayInShopZone(now: Date = new Date(), timeZone: string = SHOP_TIME_ZONE): string {
  return isoDateInZone(now, timeZone);
}

/**
 * Business dates (due, trial and expected dates, payouts, and every day, month or year a list or
 * report is asked for) lie in one window: from BUSINESS_DATE_MIN to BUSINESS_DATE_MAX_YEARS_AHEAD
 * years after today in the shop's time zone. A date outside it is a slip of the keyboard (year 9999,
 * year 1), which would otherwise overflow the calendar arithmetic or shift every later period.
 */
export const BUSINESS_DATE_MIN = '2000-01-01';
export const BUSINESS_DATE_MAX_YEARS_AHEAD = 2;
/** The error code a date outside the window is answered with; its params are `min` and `max`. */
export const DATE_OUT_OF_RANGE = 'DATE_OUT_OF_RANGE';

export interface BusinessDateWindow {
  /** First allowed day, inclusive. */
  min: string;
  /** Last allowed day, inclusive: today's day BUSINESS_DATE_MAX_YEARS_AHEAD years on (28 Feb for 29 Feb). */
  max: string;
}

/** The window of business dates when it is `today` in the shop's time zone. */
export function businessDateWindow(today: string): BusinessDateWindow {
  const { year, month, day } = parseIsoDate(today);
  const maxYear = year + BUSINESS_DATE_MAX_YEARS_AHEAD;
  const max = toIsoDate({ year: maxYear, month, day: Math.min(day, daysInMonth(maxYear, month)) });
  return { min: BUSINESS_DATE_MIN, max };
}

/** True for a real date inside the business window of `today`. */
export function isBusinessDate(iso: string, today: string): boolean {
  if (!isIsoDate(iso)) return false;
  const { min, max } = businessDateWindow(today);
  return iso >= min && iso <= max;
}

// The day business-date schemas measure the window from while withBusinessToday runs; otherwise
// the machine's clock read in the shop's zone (a browser's form).
let scopedToday: string | null = null;

/**
 * Runs `parse` with the schemas' "today" fixed: the server validates each request at its own
 * clock's day (tests move that clock). Schema parsing is synchronous, so the scope cannot leak
 * into another request.
 */
export function withBusinessToday<T>(today: string, parse: () => T): T {
  parseIsoDate(today);
  const outer = scopedToday;
  scopedToday = today;
  try {
    return parse();
  } finally {
    scopedToday = outer;
  }
}

/** The day business-date schemas measure the window from now. */
export function businessToday(): string {
  return scopedToday ?? todayInShopZone();
}

/** The English sentence of DATE_OUT_OF_RANGE. */
export function dateOutOfRangeMessage({ min, max }: { min: string; max: string }): string {
  return `Choose a date from ${min} to ${max}`;
}

/**
 * Adds DATE_OUT_OF_RANGE to a zod check when `iso` (a real date) is outside the window; the issue's
 * message is that error code and its params the code and bounds, which the API answers with
 * (dateOutOfRangeMessage) and a form words in its language.
 */
export function checkBusinessDate(
  iso: string,
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
  path: PropertyKey[] = [],
): void {
  if (!isIsoDate(iso)) return;
  const window = businessDateWindow(businessToday());
  if (iso >= window.min && iso <= window.max) return;
  addOutOfRange(ctx, iso, path, window);
}

/** As checkBusinessDate, for a year asked for as a whole (a revenue report's). */
export function checkBusinessYear(
  year: number,
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
  path: PropertyKey[] = [],
): void {
  const window = businessDateWindow(businessToday());
  if (year >= Number(window.min.slice(0, 4)) && year <= Number(window.max.slice(0, 4))) return;
  addOutOfRange(ctx, year, path, window);
}

function addOutOfRange(
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
  input: string | number,
  path: PropertyKey[],
  window: BusinessDateWindow,
): void {
  ctx.addIssue({
    code: 'custom',
    path,
    input,
    message: DATE_OUT_OF_RANGE,
    params: { code: DATE_OUT_OF_RANGE, ...window },
  });
}

/** The first day of the current month in the shop's time zone ('2026-11-01'). */
export function startOfMonthInShopZone(
  now: Date = new Date(),
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const { year, month } = parseIsoDate(todayInShopZone(now, timeZone));
  return toIsoDate({ year, month, day: 1 });
}

/** The first day of the current year in the shop's time zone ('2026-01-01'). */
export function startOfYearInShopZone(
  now: Date = new Date(),
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const { year } = parseIsoDate(todayInShopZone(now, timeZone));
  return toIsoDate({ year, month: 1, day: 1 });
}

export interface IsoDateRange {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

/** First and last day of a month (month 1 to 12), for revenue by month. */
export function monthRange(year: number, month: number): IsoDateRange {
  return {
    start: toIsoDate({ year, month, day: 1 }),
    end: toIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** First and last day of a year, for revenue by year. */
export function yearRange(year: number): IsoDateRange {
  return {
    start: toIsoDate({ year, month: 1, day: 1 }),
    end: toIsoDate({ year, month: 12, day: 31 }),
  };
}

/** The month before (year, month): growth compares this month against it. */
export function previousMonth(year: number, month: number): { year: number; month: number } {
  daysInMonth(year, month);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

const DAY_MS = 86_400_000;

function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const p = zonedParts(new Date(instantMs), timeZone);
  const wallClock = toDayNumber(p) * DAY_MS + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return wallClock - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a calendar day begins in the shop's time zone (2026-11-05 in Asia/Kolkata is
 * 2026-11-04T18:30:00Z): the bound for comparing timestamps, such as payment times, with days.
 * A day of the next date is `[startOfDayInstant(d), startOfDayInstant(addDays(d, 1)))`.
 */
export function startOfDayInstant(iso: string, timeZone: string = SHOP_TIME_ZONE): Date {
  const wallClock = toDayNumber(parseIsoDate(iso)) * DAY_MS;
  // Two passes settle zones whose offset changes near midnight (daylight saving); India has none.
  let instant = wallClock - zoneOffsetMs(wallClock, timeZone);
  instant = wallClock - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

// Date-only strings are calendar dates already; anything else must be an ISO 8601 instant.
function calendarDateOf(value: string, timeZone: string): DateParts {
  const date = partsOrNull(value);
  if (date) return date;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new RangeError(`Not an ISO date or timestamp: ${value}`);
  }
  const instant = new Date(value);
  return zonedParts(instant, timeZone);
}

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * 'Jan' to 'Dec' for months 1 to 12 (revenue chart axis). English is fixed here because some
 * ICU versions write 'Sept'; other languages come from Intl ('hi' gives 'जन॰').
 */
export function monthShortName(month: number, locale: string = 'en'): string {
  daysInMonth(2000, month);
  if (locale === 'en' || locale.startsWith('en-')) return EN_MONTHS[month - 1]!;
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/**
 * Invite dates 'MMM DD, YYYY' ('Nov 05, 2026'), always in English, as the invite cards show them.
 * A timestamp is shown as its day in the shop's time zone; a bare 'YYYY-MM-DD' as that day.
 */
export function formatInviteDate(value: string, timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day } = calendarDateOf(value, timeZone);
  return `${EN_MONTHS[month - 1]} ${pad2(day)}, ${String(year).padStart(4, '0')}`;
}

export interface DisplayDateOptions {
  /** Interface language ('en', 'hi', 'gu', 'mr', 'ta'): the month's short name is in it. */
  language?: string;
  /** For timestamps: the zone whose calendar day is shown (the shop's). */
  timeZone?: string;
}

/**
 * The one way a date is shown to people, on screens, public pages, bills and messages: the Indian
 * day-month-year order with the month's short name in the interface language, '05 Nov 2026'
 * ('05 नव॰ 2026' in Hindi, '05 நவ. 2026' in Tamil). Digits stay Latin, as amounts do. A timestamp
 * is shown as its day in the shop's time zone; a bare 'YYYY-MM-DD' as that day. Forms and filters
 * keep 'YYYY-MM-DD' on the wire.
 */
export function formatDayMonthYear(value: string, options: DisplayDateOptions = {}): string {
  const { language = 'en', timeZone = SHOP_TIME_ZONE } = options;
  const { year, month, day } = calendarDateOf(value, timeZone);
  return `${pad2(day)} ${monthShortName(month, language)} ${String(year).padStart(4, '0')}`;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Morning and afternoon in the languages whose ICU data writes them in Latin letters ('PM' inside
 * a Tamil screen); the others keep ICU's words ('pm' in English and Hindi).
 */
const DAY_PERIODS: Partial<Record<string, { am: string; pm: string }>> = {
  ta: { am: 'முற்பகல்', pm: 'பிற்பகல்' },
  mr: { am: 'म.पू.', pm: 'म.उ.' },
};

/**
 * The one way a time of day is shown: '3:45 pm' on the shop's clock in the interface language,
 * with Latin digits as in amounts and dates (Marathi would otherwise write ३:४५).
 */
export function formatTimeOfDay(instant: string, options: DisplayDateOptions = {}): string {
  const { language = 'en', timeZone = SHOP_TIME_ZONE } = options;
  const at = new Date(instant);
  const key = `${language}|${timeZone}`;
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      hour: 'numeric',
      minute: '2-digit',
      numberingSystem: 'latn',
      timeZone,
    });
    timeFormatters.set(key, formatter);
  }
  const text = formatter.format(at);
  const periods = DAY_PERIODS[language];
  if (!periods) return text;
  // format(), not formatToParts(): V8 writes a plain space before the period only in format().
  const period = formatter.formatToParts(at).find((part) => part.type === 'dayPeriod')?.value;
  if (!period) return text;
  return text.replace(period, zonedParts(at, timeZone).hour >= 12 ? periods.pm : periods.am);
}

/** An instant as its day then its time, '05 Nov 2026, 3:45 pm', on the shop's clock. */
export function formatDayMonthYearTime(instant: string, options: DisplayDateOptions = {}): string {
  return `${formatDayMonthYear(instant, options)}, ${formatTimeOfDay(instant, options)}`;
}

/**
 * The customer order history page's dates, day-month-year with dashes, '05-11-2026':
 * the same day-month-year order as every other date shown.
 */
export function formatDayMonthYearWithDashes(
  value: string,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const { year, month, day } = calendarDateOf(value, timeZone);
  return `${pad2(day)}-${pad2(month)}-${String(year).padStart(4, '0')}`;
}
