import { formatDayMonthYearTime, formatTimeOfDay } from '@tailor/shared/dates';

/**
 * When a payment was taken, on the shop's clock whatever the device's zone: '10:30 am', and with
 * its day in front ('05 Nov 2026, 10:30 am') when the list covers more than one day.
 */
export function entryTime(
  at: string,
  options: { timeZone?: string; language: string; withDate: boolean },
): string {
  const { withDate, ...display } = options;
  return withDate ? formatDayMonthYearTime(at, display) : formatTimeOfDay(at, display);
}
