import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/dashboard */
export function DashboardRoute() {
  return <PlaceholderPage titleKey="screens.dashboard" />;
}
