import { useTranslation } from 'react-i18next';
import type { LedgerPeriod } from '@tailor/shared/karigars';
import { DateRangePicker, useDateRangeParam } from '../../../components/date-range-picker';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { periodProblem, presetOf, presetPeriod } from '../lib/ledger-period';

/** The period in the address (?from=&to=), so a chosen week survives a reload; this week by default. */
export function usePeriodParam(): [LedgerPeriod, (period: LedgerPeriod) => void] {
  return useDateRangeParam(() => presetPeriod('week'));
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
  return (
    <DateRangePicker
      range={period}
      onChange={onChange}
      presets={['week', 'month'] as const}
      custom="custom"
      rangeOf={(preset) => presetPeriod(preset)}
      presetOf={(range) => presetOf(range)}
      problemOf={periodProblem}
      problemText={(problem) => (problem === 'invalid' ? t('period.invalid') : null)}
      label={t('period.label')}
      optionLabel={(option) => t(`period.${option}`)}
      fromLabel={t('period.from')}
      toLabel={t('period.to')}
      dates={t('period.dates', {
        from: formatCalendarDate(period.from, language),
        to: formatCalendarDate(period.to, language),
      })}
    />
  );
}
