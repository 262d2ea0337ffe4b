import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/add-order */
export function AddOrderRoute() {
  return <PlaceholderPage titleKey="screens.addOrder" />;
}
