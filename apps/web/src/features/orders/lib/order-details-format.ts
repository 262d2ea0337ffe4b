import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import type { OrderProduct } from '@tailor/shared/orders';

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

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
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  let formatter = timeFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : `${language}-IN`, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    });
    timeFormatters.set(language, formatter);
  }
  const day = formatDayMonthYear(instant.toISOString(), { language, timeZone: SHOP_TIME_ZONE });
  return `${day}, ${formatter.format(instant)}`;
}

/** Spec §2 "Assigned To": the names of the employees assigned across the products, each once, in order. */
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
