import { DashboardPage } from '../../../features/analytics/components/dashboard-page';
import { TodaysTakingsCard } from '../../../features/takings/components/todays-takings-card';

/** /app/dashboard, with today's takings above the orders due this week. */
export function DashboardRoute() {
  return <DashboardPage takings={<TodaysTakingsCard />} />;
}
