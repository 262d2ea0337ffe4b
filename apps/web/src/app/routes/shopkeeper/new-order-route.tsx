import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/new-order */
export function NewOrderRoute() {
  return <PlaceholderPage titleKey="screens.newOrder" />;
}
