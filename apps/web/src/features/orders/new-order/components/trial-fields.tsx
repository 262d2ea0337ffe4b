import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldPlaceholder } from '../../../../components/date-field-placeholder';
import type { TrialValue } from '../lib/trial-value';

// Loaded with the date pickers when the trial first shows, not with the order form.
const TrialDayPicker = lazy(() =>
  import('./trial-day-picker').then((module) => ({ default: module.TrialDayPicker })),
);

/**
 * The optional trial (fitting): a day, and a time once a day is chosen. Clearing the day removes
 * the trial. Day first as the other dates of the order forms; the wire keeps ISO.
 */
export function TrialFields({
  value,
  onChange,
  error,
}: {
  value: TrialValue;
  onChange: (next: TrialValue) => void;
  error?: string;
}) {
  const { t } = useTranslation('newOrder');
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Suspense
          fallback={
            <DateFieldPlaceholder
              label={t('trial.day')}
              value={value.day}
              error={!!error}
              helperText={error}
            />
          }
        >
          <TrialDayPicker value={value} onChange={onChange} error={error} />
        </Suspense>
        <TextField
          type="time"
          label={t('trial.time')}
          value={value.time}
          disabled={!value.day}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          fullWidth
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('trial.hint')}
      </Typography>
    </Stack>
  );
}
