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
import { DueThisWeekList } from './due-this-week-list';
import { EarningsCard } from './earnings-card';
import { MonthlyGrowthSection } from './monthly-growth-section';
import { RevenueTrendPanel } from './revenue-trend-panel';

/**
 * /app/dashboard, the shopkeeper's overview: the earnings card, Monthly Growth, the orders due
 * this week and the revenue trend.
 */
export function DashboardPage() {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const dashboard = useDashboardData();
  const data = dashboard.data;
  const currentYear = parseIsoDate(todayInShopZone()).year;
  const failed = dashboard.isError && !data;

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {dashboard.isError && <DashboardError onRetry={() => void dashboard.refetch()} />}
      {!failed && (
        <>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            <Grid size={{ xs: 12, md: 5 }}>
              {data ? <EarningsCard earnings={data.earnings} /> : <EarningsCardSkeleton />}
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              {data ? (
                <MonthlyGrowthSection days={data.growth_over_month} small={small} />
              ) : (
                <SectionSkeleton height={smallChartHeight(small)} label={t('loading.chart')} />
              )}
            </Grid>
          </Grid>
          <DueThisWeekList orders={data?.orders_due_this_week} isLoading={!data} />
        </>
      )}
      <RevenueTrendPanel
        key={currentYear}
        years={revenueYears(data?.growth_over_year ?? [], currentYear)}
        initialYear={currentYear}
      />
    </Stack>
  );
}
