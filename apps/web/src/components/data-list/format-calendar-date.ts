import { parseIsoDate } from '@tailor/shared/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date 'YYYY-MM-DD' for a list cell in the interface language: '05 Nov 2026' in English,
 * '05 नव॰ 2026' in Hindi. The date is a day, not an instant, so it is formatted in UTC where no
 * time zone can move it to a neighbouring day. Text that is not a date is returned as given.
 */
export function formatCalendarDate(iso: string, language: string): string {
  let parts;
  try {
    parts = parseIsoDate(iso);
  } catch {
    return iso;
  }
  const locale = `${language}-IN`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}
