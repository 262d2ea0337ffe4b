import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import type { DailyRevenue } from '@tailor/shared/analytics';
import { hasRevenue } from '../lib/chart-data';
import { smallChartHeight } from '../lib/chart-layout';
import { EmptyState } from '../../../components/empty-state';
import { DashboardSection } from './dashboard-section';
import { MonthlyGrowthChart } from './monthly-growth-chart';

/** The Monthly Growth card: the daily revenue chart, or a hint while the month has earned nothing. */
export function MonthlyGrowthSection({ days, small }: { days: DailyRevenue[]; small: boolean }) {
  const { t } = useTranslation('analytics');
  return (
    <DashboardSection
      id="monthly-growth"
      title={t('monthly.title')}
      subtitle={t('monthly.subtitle')}
    >
      {hasRevenue(days) ? (
        <MonthlyGrowthChart days={days} small={small} />
      ) : (
        <EmptyState
          icon={<InsightsOutlinedIcon fontSize="large" />}
          title={t('monthly.emptyTitle')}
          body={t('monthly.emptyHint')}
          frame="chart"
          minHeight={smallChartHeight(small)}
        />
      )}
    </DashboardSection>
  );
}
