import { PlaceholderPage } from '../../../components/placeholder-page';

/** /shared_order/:token */
export function SharedOrderRoute() {
  return <PlaceholderPage titleKey="screens.sharedOrder" />;
}
