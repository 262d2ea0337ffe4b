import { addDays, daysInMonth, parseIsoDate, toIsoDate } from '@tailor/shared/dates';
import type { CapacityDay } from '@tailor/shared/capacity';

export type CalendarView = 'month' | 'week';

/** 0 for Monday to 6 for Sunday: the calendar's weeks start on Monday, as Indian calendars do. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The first and last day of `date`'s month. */
export function monthBounds(date: string): { first: string; last: string } {
  const { year, month } = parseIsoDate(date);
  return {
    first: toIsoDate({ year, month, day: 1 }),
    last: toIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/**
 * The days a view shows around `anchor`: a week from its Monday, or the month's whole weeks
 * (Monday before the 1st to Sunday after the last day, at most 42 days).
 */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  const { first, last } = monthBounds(anchor);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The anchor one view earlier or later: a week, or the same day of the month before or after. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const { year, month } = parseIsoDate(anchor);
  const next = month + step;
  const y = next < 1 ? year - 1 : next > 12 ? year + 1 : year;
  const m = next < 1 ? 12 : next > 12 ? 1 : next;
  return toIsoDate({ year: y, month: m, day: 1 });
}

/** How loaded a day is: no capacity set, room left, nearly full (80%), full, or over. */
export type LoadLevel = 'none' | 'free' | 'busy' | 'full' | 'over';

export function loadLevel(day: Pick<CapacityDay, 'garments' | 'capacity'>): LoadLevel {
  if (day.capacity === null) return 'none';
  if (day.garments > day.capacity) return 'over';
  if (day.garments === day.capacity) return 'full';
  if (day.garments >= day.capacity * 0.8) return 'busy';
  return 'free';
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday's name in the interface language, 'short' ('Mon') or 'narrow' ('M'). */
export function weekdayName(
  date: string,
  language: string,
  width: 'short' | 'narrow' | 'long' = 'short',
): string {
  const key = `${language}:${width}`;
  let formatter = weekdayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, { weekday: width, timeZone: 'UTC' });
    weekdayFormatters.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'November 2026' in the interface language. */
export function monthTitle(date: string, language: string): string {
  let formatter = monthFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormatters.set(language, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}
