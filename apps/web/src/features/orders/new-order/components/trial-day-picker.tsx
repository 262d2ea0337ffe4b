import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import type { TrialValue } from '../lib/trial-value';
import { DateLocalization } from '../../../../components/date-localization';
import { businessDatePickerWindow } from '../../../../lib/business-dates';

export interface TrialDayPickerProps {
  value: TrialValue;
  onChange: (next: TrialValue) => void;
  error?: string;
}

/** The trial's day, loaded with the date pickers when TrialFields first renders. */
export function TrialDayPicker({ value, onChange, error }: TrialDayPickerProps) {
  const { t } = useTranslation('newOrder');
  const window = businessDatePickerWindow();
  // The server refuses a trial before the shop's today, so the calendar does not offer one.
  const today = todayInShopZone();
  const earliest = today > window.min ? today : window.min;
  return (
    <DateLocalization>
      <DatePicker
        label={t('trial.day')}
        value={isIsoDate(value.day) ? dayjs(value.day) : null}
        format="DD/MM/YYYY"
        minDate={dayjs(earliest)}
        maxDate={dayjs(window.max)}
        onChange={(next) =>
          onChange({
            day: next && next.isValid() ? next.format('YYYY-MM-DD') : '',
            time: next && next.isValid() ? value.time : '',
          })
        }
        slotProps={{
          field: { clearable: true },
          textField: { fullWidth: true, error: !!error, helperText: error },
        }}
      />
    </DateLocalization>
  );
}
