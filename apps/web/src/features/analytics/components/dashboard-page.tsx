import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsOverview } from './analytics-overview';
import { DueThisWeekList } from './due-this-week-list';
import { FitQualityCard } from './fit-quality-card';
import { MonthlyGrowthSection } from './monthly-growth-section';
import { StillOutCard } from './still-out-card';

/**
 * /app/dashboard, the shopkeeper's overview: the earnings card, Monthly Growth, the money still out,
 * the orders due this week and the revenue trend; `takings` is the day's money, which another feature shows.
 */
export function DashboardPage({ takings }: { takings?: ReactNode }) {
  const { t } = useTranslation('analytics');
  return (
    <AnalyticsOverview
      title={t('dashboard.title')}
      chart={(data, small) => <MonthlyGrowthSection days={data.growth_over_month} small={small} />}
      below={(data) => (
        <>
          <StillOutCard amount={data?.earnings.total_remaining} />
          {takings}
          <DueThisWeekList
            orders={data?.orders_due_this_week}
            total={data?.orders_due_this_week_total}
            isLoading={!data}
          />
          <FitQualityCard rows={data?.fit_quality} />
        </>
      )}
    />
  );
}
