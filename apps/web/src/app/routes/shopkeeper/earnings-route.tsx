import { EarningsPage } from '../../../features/analytics/components/earnings-page';

/** /app/earnings */
export function EarningsRoute() {
  return <EarningsPage />;
}
