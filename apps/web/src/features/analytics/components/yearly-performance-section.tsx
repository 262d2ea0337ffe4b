import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { hasRevenue, sortYears } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { EmptyState } from '../../../components/empty-state';
import { DashboardSection } from './dashboard-section';
import { YearlyPerformanceChart } from './yearly-performance-chart';
import type { YearlyPerformanceProps } from './yearly-performance-plot';

/** The Yearly Performance card: the line chart, or 'No Yearly Data' before anything was earned. */
export function YearlyPerformanceSection({ years, small }: YearlyPerformanceProps) {
  const { t } = useTranslation('analytics');
  return (
    <DashboardSection
      id="yearly-performance"
      title={t('yearly.title')}
      subtitle={t('yearly.subtitle')}
    >
      {hasRevenue(years) ? (
        <YearlyPerformanceChart years={sortYears(years)} small={small} />
      ) : (
        <EmptyState
          icon={<InsightsOutlinedIcon fontSize="large" />}
          title={t('yearly.emptyTitle')}
          body={t('yearly.emptyHint')}
          frame="chart"
          minHeight={smallChartHeight(small)}
        />
      )}
    </DashboardSection>
  );
}
