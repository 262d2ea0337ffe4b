import type { TFunction } from 'i18next';
import {
  businessDateWindow,
  DATE_OUT_OF_RANGE,
  formatDayMonthYearWithDashes,
  isBusinessDate,
  todayInShopZone,
  type BusinessDateWindow,
} from '@tailor/shared/dates';

/**
 * The days a business-date picker offers (due, trial and expected dates, payouts, report ranges):
 * the shared window, from 2000-01-01 to two years after today in the shop's time zone.
 */
export function businessDatePickerWindow(today: string = todayInShopZone()): BusinessDateWindow {
  return businessDateWindow(today);
}

/** True when `iso` is a day the pickers offer today. */
export function isPickableBusinessDate(iso: string, today: string = todayInShopZone()): boolean {
  return isBusinessDate(iso, today);
}

/** DATE_OUT_OF_RANGE in the interface language, its bounds as day-month-year. */
export function dateOutOfRangeText(t: TFunction, window: BusinessDateWindow): string {
  return t(DATE_OUT_OF_RANGE, {
    ns: 'errors',
    min: formatDayMonthYearWithDashes(window.min),
    max: formatDayMonthYearWithDashes(window.max),
  });
}
