import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@tailor/shared/constants';
import { isIsoDate } from '@tailor/shared/dates';

const ISO_FORMAT = 'YYYY-MM-DD';
/** Shown and typed day first, as the app's other date fields. */
const DISPLAY_FORMAT = 'DD/MM/YYYY';

/**
 * A day picked or typed (DD/MM/YYYY) as 'YYYY-MM-DD', or '' while it is empty or typed only in
 * part: one end of a range of days, a payout's day. Needs a DateLocalization around it.
 */
export function IsoDateField({
  label,
  value,
  onChange,
  error,
  helperText,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: boolean;
  helperText?: string;
  maxDate?: string;
}) {
  return (
    <DatePicker
      label={label}
      value={isIsoDate(value) ? dayjs(value) : null}
      format={DISPLAY_FORMAT}
      minDate={dayjs(DATE_PICKER_MIN)}
      maxDate={dayjs(maxDate ?? DATE_PICKER_MAX)}
      onChange={(next) => onChange(next && next.isValid() ? next.format(ISO_FORMAT) : '')}
      slotProps={{ textField: { fullWidth: true, error, helperText } }}
    />
  );
}
