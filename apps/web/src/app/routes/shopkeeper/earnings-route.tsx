import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/earnings */
export function EarningsRoute() {
  return <PlaceholderPage titleKey="screens.earnings" />;
}
