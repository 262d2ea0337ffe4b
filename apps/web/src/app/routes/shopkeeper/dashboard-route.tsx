import { DashboardPage } from '../../../features/analytics/components/dashboard-page';

/** /app/dashboard */
export function DashboardRoute() {
  return <DashboardPage />;
}
