import { formatDayMonthYear } from '@tailor/shared/dates';
import { SHOP_TIME_ZONE } from '@tailor/shared/constants';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * When a payment was taken, on the shop's clock whatever the device's zone: '10:30 am', and with
 * its day in front ('05 Nov 2026, 10:30 am') when the list covers more than one day.
 */
export function entryTime(
  at: string,
  options: { timeZone?: string; language: string; withDate: boolean },
): string {
  const { timeZone = SHOP_TIME_ZONE, language, withDate } = options;
  const instant = new Date(at);
  const key = `${language}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  const time = formatter.format(instant);
  if (!withDate) return time;
  return `${formatDayMonthYear(at, { language, timeZone })}, ${time}`;
}
