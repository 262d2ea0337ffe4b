import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import { formatDayMonthYear, formatDayMonthYearTime, formatTimeOfDay } from '@tailor/shared/dates';
import type { OrderProduct } from '@tailor/shared/orders/responses';
import { parseTrial } from '@tailor/shared/trials-rules';

/**
 * A calendar date 'YYYY-MM-DD' as the app shows every date, '05 Nov 2026', in the interface
 * language. Text that is not a date is returned as given.
 */
export function formatCalendarDate(iso: string, language: string): string {
  try {
    return formatDayMonthYear(iso, { language });
  } catch {
    return iso;
  }
}

/** An ISO instant as '05 Nov 2026, 3:45 pm' on the shop's clock, in the interface language. */
export function formatTimestamp(iso: string, language: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return formatDayMonthYearTime(iso, { language, timeZone: SHOP_TIME_ZONE });
}

/**
 * A trial as the wire has it ('2026-12-03' or '2026-12-03T17:30', shop time) the way dates and
 * times are shown: '03 Dec 2026' or '03 Dec 2026, 5:30 pm', in the interface language. Text
 * that is not a trial is returned as given.
 */
export function formatTrialDateTime(trialDate: string, language: string): string {
  const trial = parseTrial(trialDate);
  if (!trial) return trialDate;
  const day = formatCalendarDate(trial.date, language);
  if (!trial.time) return day;
  // The trial is already the shop's wall-clock time: read as UTC, it is shown unshifted.
  const time = formatTimeOfDay(`${trial.date}T${trial.time}:00Z`, { language, timeZone: 'UTC' });
  return `${day}, ${time}`;
}

/** "Assigned To": the names of the employees assigned across the products, each once, in order. */
export function assignedEmployeeNames(
  products: readonly Pick<OrderProduct, 'assigned_to'>[],
): string[] {
  const names: string[] = [];
  for (const line of products) {
    const name = line.assigned_to?.name.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
