import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { parseIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { PageTitle } from '../../../components/page-title';
import { useDashboardData } from '../api/get-dashboard-data';
import { revenueYears } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { DashboardError } from './dashboard-error';
import { EarningsCardSkeleton, SectionSkeleton } from './dashboard-skeletons';
import { EarningsCard } from './earnings-card';
import { RevenueTrendPanel } from './revenue-trend-panel';
import { YearlyPerformanceSection } from './yearly-performance-section';

/** /app/earnings: the earnings card, Yearly Performance and the revenue trend. */
export function EarningsPage() {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const dashboard = useDashboardData();
  const data = dashboard.data;
  const currentYear = parseIsoDate(todayInShopZone()).year;
  const failed = dashboard.isError && !data;

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <PageTitle>{t('earningsPage.title')}</PageTitle>
      {dashboard.isError && <DashboardError onRetry={() => void dashboard.refetch()} />}
      {!failed && (
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            {data ? <EarningsCard earnings={data.earnings} /> : <EarningsCardSkeleton />}
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {data ? (
              <YearlyPerformanceSection years={data.growth_over_year} small={small} />
            ) : (
              <SectionSkeleton height={smallChartHeight(small)} label={t('loading.chart')} />
            )}
          </Grid>
        </Grid>
      )}
      <RevenueTrendPanel
        key={currentYear}
        years={revenueYears(data?.growth_over_year ?? [], currentYear)}
        initialYear={currentYear}
      />
    </Stack>
  );
}
