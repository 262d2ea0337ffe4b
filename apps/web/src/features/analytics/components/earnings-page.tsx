import { useTranslation } from 'react-i18next';
import { AnalyticsOverview } from './analytics-overview';
import { YearlyPerformanceSection } from './yearly-performance-section';

/** /app/earnings: the earnings card, Yearly Performance and the revenue trend. */
export function EarningsPage() {
  const { t } = useTranslation('analytics');
  return (
    <AnalyticsOverview
      title={t('earningsPage.title')}
      chart={(data, small) => (
        <YearlyPerformanceSection years={data.growth_over_year} small={small} />
      )}
    />
  );
}
