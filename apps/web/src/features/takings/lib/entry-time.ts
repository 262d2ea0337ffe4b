import { formatDayMonthYear } from '@tailor/shared/dates';
import { SHOP_TIME_ZONE } from '@tailor/shared/constants';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Morning and afternoon in the languages whose browser data writes them in Latin letters ('PM'
 * inside a Tamil screen); the others keep what the browser writes ('pm' in English and Hindi).
 */
const DAY_PERIODS: Partial<Record<string, { am: string; pm: string }>> = {
  ta: { am: 'முற்பகல்', pm: 'பிற்பகல்' },
  mr: { am: 'म.पू.', pm: 'म.उ.' },
};

function formatterFor(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      // Digits stay Latin, as in amounts and dates (Marathi would otherwise write १२:३७).
      numberingSystem: 'latn',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * When a payment was taken, on the shop's clock whatever the device's zone: '10:30 am', and with
 * its day in front ('05 Nov 2026, 10:30 am') when the list covers more than one day.
 */
export function entryTime(
  at: string,
  options: { timeZone?: string; language: string; withDate: boolean },
): string {
  const { timeZone = SHOP_TIME_ZONE, language, withDate } = options;
  const parts = formatterFor(language, timeZone).formatToParts(new Date(at));
  const periods = DAY_PERIODS[language];
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(
      new Date(at),
    ),
  );
  const time = parts
    .map((part) =>
      part.type === 'dayPeriod' && periods ? (hour < 12 ? periods.am : periods.pm) : part.value,
    )
    .join('');
  if (!withDate) return time;
  return `${formatDayMonthYear(at, { language, timeZone })}, ${time}`;
}
