import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevenue } from '../api/get-revenue';
import { fillMonths, hasRevenue, lastMonthSoFar } from '../lib/chart-data';
import { revenueChartLayout } from '../lib/chart-layout';
import { EmptyState } from '../../../components/empty-state';
import { ChartSkeleton } from './dashboard-skeletons';
import { DashboardSection } from './dashboard-section';
import { RevenueTrendChart } from './revenue-trend-chart';
import { RetryAlert } from '../../../components/retry-alert';

/**
 * The revenue trend panel: monthly revenue of a chosen year (GET /get_revenue?year=), with the
 * year chooser, its own loading skeleton, error and empty state ('No Revenue Data').
 */
export function RevenueTrendPanel({
  years,
  initialYear,
  today,
}: {
  years: number[];
  initialYear: number;
  /** Today in the shop's zone: this year's line ends at the current month. */
  today: string;
}) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const [year, setYear] = useState(initialYear);
  const revenue = useRevenue(year);
  const labelId = useId();
  const { height } = revenueChartLayout(small);

  let body;
  if (revenue.isPending) {
    body = <ChartSkeleton height={height} />;
  } else if (revenue.isError && !revenue.data) {
    body = (
      <RetryAlert onRetry={() => void revenue.refetch()} retryLabel={t('retry')}>
        {t('errors.revenue')}
      </RetryAlert>
    );
  } else if (!hasRevenue(revenue.data)) {
    body = (
      <EmptyState
        icon={<InsightsOutlinedIcon fontSize="large" />}
        title={t('revenue.emptyTitle')}
        body={t('revenue.emptyHint')}
        frame="chart"
        minHeight={height}
      />
    );
  } else {
    body = (
      <RevenueTrendChart
        points={fillMonths(revenue.data, lastMonthSoFar(year, today))}
        year={year}
        small={small}
      />
    );
  }

  return (
    <DashboardSection
      id="revenue-trend"
      title={t('revenue.title')}
      subtitle={t('revenue.subtitle', { year })}
      action={
        <FormControl size="small" sx={{ minWidth: 112 }}>
          <InputLabel id={labelId}>{t('revenue.yearLabel')}</InputLabel>
          <Select
            labelId={labelId}
            label={t('revenue.yearLabel')}
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {years.map((option) => (
              <MenuItem key={option} value={String(option)}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      }
    >
      {body}
    </DashboardSection>
  );
}
