import { formatDayMonthYear } from '@tailor/shared/dates';

/**
 * A calendar date 'YYYY-MM-DD' for a list cell in the interface language: the app's one date
 * display, '05 Nov 2026' in English, '05 नव॰ 2026' in Hindi. Text that is not a date is returned
 * as given.
 */
export function formatCalendarDate(iso: string, language: string): string {
  try {
    return formatDayMonthYear(iso, { language });
  } catch {
    return iso;
  }
}
