import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/add-alteration-order */
export function AddAlterationOrderRoute() {
  return <PlaceholderPage titleKey="screens.addAlterationOrder" />;
}
