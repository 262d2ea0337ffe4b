import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LedgerPeriod } from '@tailor/shared/karigars';
import { DateLocalization } from '../../../components/date-localization';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { periodProblem, presetOf, presetPeriod, type PeriodPreset } from '../lib/ledger-period';
import { IsoDateField } from '../../../components/iso-date-field';

/** The period in the address (?from=&to=), so a chosen week survives a reload; this week by default. */
export function usePeriodParam(): [LedgerPeriod, (period: LedgerPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = from && to ? { from, to } : presetPeriod('week');
  const setPeriod = (next: LedgerPeriod) =>
    setParams({ from: next.from, to: next.to }, { replace: true });
  return [period, setPeriod];
}

/** This week, this month, or chosen days; the chosen period written out below. */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: LedgerPeriod;
  onChange: (period: LedgerPeriod) => void;
}) {
  const { t, i18n } = useTranslation('karigars');
  const language = i18n.resolvedLanguage ?? 'en';
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<LedgerPeriod>(period);
  const preset: PeriodPreset = choosing ? 'custom' : presetOf(period);
  const problem = preset === 'custom' ? periodProblem(draft) : null;

  const choose = (next: PeriodPreset | null) => {
    if (!next) return;
    if (next === 'custom') {
      setDraft(period);
      setChoosing(true);
      return;
    }
    setChoosing(false);
    onChange(presetPeriod(next));
  };
  const changeDraft = (next: LedgerPeriod) => {
    setDraft(next);
    if (!periodProblem(next)) onChange(next);
  };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        value={preset}
        exclusive
        size="small"
        color="primary"
        aria-label={t('period.label')}
        onChange={(_event, next: PeriodPreset | null) => choose(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(['week', 'month', 'custom'] as const).map((option) => (
          <ToggleButton key={option} value={option} sx={{ fontWeight: 600, px: 2 }}>
            {t(`period.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ maxWidth: 520 }}>
          <DateLocalization>
            <IsoDateField
              label={t('period.from')}
              value={draft.from}
              onChange={(from) => changeDraft({ ...draft, from })}
            />
            <IsoDateField
              label={t('period.to')}
              value={draft.to}
              onChange={(to) => changeDraft({ ...draft, to })}
              error={problem === 'invalid'}
            />
          </DateLocalization>
        </Stack>
      )}
      {problem === 'invalid' && (
        <Alert severity="error" role="alert">
          {t('period.invalid')}
        </Alert>
      )}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {t('period.dates', {
          from: formatCalendarDate(period.from, language),
          to: formatCalendarDate(period.to, language),
        })}
      </Typography>
    </Stack>
  );
}
