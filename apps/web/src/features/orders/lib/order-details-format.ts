import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import { parseIsoDate } from '@tailor/shared/dates';
import type { OrderProduct, OrderStatus } from '@tailor/shared/orders';

/** Keys under `statuses` of the orderDetails namespace. */
const STATUS_KEYS: Record<OrderStatus, string> = {
  Pending: 'pending',
  Assigned: 'assigned',
  'In Process': 'inProcess',
  Completed: 'completed',
  Delayed: 'delayed',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

export function statusLabelKey(status: OrderStatus): string {
  return `statuses.${STATUS_KEYS[status]}`;
}

/** Indian conventions (day before month, lakh grouping) in the interface language. */
function intlLocale(language: string): string {
  return language === 'en' ? 'en-IN' : `${language}-IN`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const timestampFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), options);
    cache.set(language, formatter);
  }
  return formatter;
}

/**
 * A calendar date 'YYYY-MM-DD' as '5 Nov 2026' in the interface language. Formatted as that day at
 * noon UTC, so no time zone can move it to the day before or after.
 */
export function formatCalendarDate(iso: string, language: string): string {
  try {
    const { year, month, day } = parseIsoDate(iso);
    const formatter = cached(dateFormatters, language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return formatter.format(new Date(Date.UTC(year, month - 1, day, 12)));
  } catch {
    return iso;
  }
}

/** An ISO instant as '5 Nov 2026, 3:45 pm' on the shop's clock, in the interface language. */
export function formatTimestamp(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const formatter = cached(timestampFormatters, language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return formatter.format(instant);
}

/** Spec §2 "Assigned To": the names of the employees assigned across the products, each once, in order. */
export function assignedEmployeeNames(products: readonly OrderProduct[]): string[] {
  const names: string[] = [];
  for (const line of products) {
    const name = line.assigned_to?.name.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
