import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@tailor/shared/dates';
import { businessDatePickerWindow, dateOutOfRangeText } from '../lib/business-dates';
import { usePickerOpen } from './deferred-pickers';

const ISO_FORMAT = 'YYYY-MM-DD';
/** Shown and typed day first, as the app's other date fields. */
const DISPLAY_FORMAT = 'DD/MM/YYYY';

/**
 * A day picked or typed (DD/MM/YYYY) as 'YYYY-MM-DD', or '' while it is empty or typed only in
 * part: one end of a range of days, a payout's day. Needs a DateLocalization around it. It offers
 * the business-date window (2000-01-01 to two years ahead), or less up to `maxDate`, and says so
 * when a day outside is typed. `autoFocus` and `openAtOnce` carry over what the user did to the
 * field's placeholder while the picker loaded (components/deferred-pickers).
 */
export function IsoDateField({
  label,
  value,
  onChange,
  error,
  helperText,
  maxDate,
  autoFocus,
  openAtOnce = false,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: boolean;
  helperText?: string;
  maxDate?: string;
  autoFocus?: boolean;
  openAtOnce?: boolean;
}) {
  const { t } = useTranslation('errors');
  const window = businessDatePickerWindow();
  const last = maxDate && maxDate < window.max ? maxDate : window.max;
  const [outOfRange, setOutOfRange] = useState(false);
  const open = usePickerOpen(openAtOnce);
  return (
    <DatePicker
      {...open}
      autoFocus={autoFocus}
      label={label}
      value={isIsoDate(value) ? dayjs(value) : null}
      format={DISPLAY_FORMAT}
      minDate={dayjs(window.min)}
      maxDate={dayjs(last)}
      onError={(reason) => setOutOfRange(reason === 'minDate' || reason === 'maxDate')}
      onChange={(next) => onChange(next && next.isValid() ? next.format(ISO_FORMAT) : '')}
      slotProps={{
        textField: {
          fullWidth: true,
          error: error || outOfRange,
          helperText:
            helperText ??
            (outOfRange ? dateOutOfRangeText(t, { ...window, max: last }) : undefined),
        },
      }}
    />
  );
}
