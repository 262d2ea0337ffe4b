import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@tailor/shared/analytics';
import { parseIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { PageTitle } from '../../../components/page-title';
import { useDashboardData } from '../api/get-dashboard-data';
import { revenueYears } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { DashboardError } from './dashboard-error';
import { EarningsCardSkeleton, SectionSkeleton } from './dashboard-skeletons';
import { EarningsCard } from './earnings-card';
import { RevenueTrendPanel } from './revenue-trend-panel';

/**
 * The earnings card and the page's chart side by side from md up, at 5 and 7 twelfths of the row
 * less the gap (24 px), as a 12-column grid lays them out.
 */
const OVERVIEW_COLUMNS = 'calc(500% / 12 - 14px) minmax(0, 1fr)';

/**
 * The frame of the dashboard and earnings pages, both fed by GET /get_dashboard_data: the title,
 * the failure with a retry, the earnings card beside the page's own chart, what the page adds
 * below them, and the revenue trend of the current year.
 */
export function AnalyticsOverview({
  title,
  chart,
  below,
}: {
  title: string;
  chart: (data: DashboardData, small: boolean) => ReactNode;
  below?: (data: DashboardData | undefined) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const dashboard = useDashboardData();
  const data = dashboard.data;
  const today = todayInShopZone();
  const currentYear = parseIsoDate(today).year;
  const failed = dashboard.isError && !data;

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <PageTitle>{title}</PageTitle>
      {dashboard.isError && <DashboardError onRetry={() => void dashboard.refetch()} />}
      {!failed && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: OVERVIEW_COLUMNS },
            }}
          >
            {data ? <EarningsCard earnings={data.earnings} /> : <EarningsCardSkeleton />}
            {data ? (
              chart(data, small)
            ) : (
              <SectionSkeleton height={smallChartHeight(small)} label={t('loading.chart')} />
            )}
          </Box>
          {below?.(data)}
        </>
      )}
      <RevenueTrendPanel
        key={currentYear}
        years={revenueYears(data?.growth_over_year ?? [], currentYear)}
        initialYear={currentYear}
        today={today}
      />
    </Stack>
  );
}
