import { isIsoDate } from '@tailor/shared/dates';
import dayjs, { type Dayjs } from 'dayjs';
import { businessDatePickerWindow } from '../../../lib/business-dates';

/** The spec's filter date format (YYYY-MM-DD), shown in the fields and sent to the API. */
const DATE_FORMAT = 'YYYY-MM-DD';
// The business-date window as the page opened (a filter day outside it is refused by the API).
const WINDOW = businessDatePickerWindow();

/** What an order filter's date pickers share: the format and the business-date window. */
export const filterDatePickerProps = {
  format: DATE_FORMAT,
  minDate: dayjs(WINDOW.min),
  maxDate: dayjs(WINDOW.max),
} as const;

/** A picked filter day as YYYY-MM-DD; undefined while it is not a whole day inside the window. */
export function filterDateIso(value: Dayjs | null): string | undefined {
  if (!value || !value.isValid()) return undefined;
  const iso = value.format(DATE_FORMAT);
  return isIsoDate(iso) && iso >= WINDOW.min && iso <= WINDOW.max ? iso : undefined;
}
