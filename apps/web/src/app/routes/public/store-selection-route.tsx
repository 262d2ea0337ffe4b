import { PlaceholderPage } from '../../../components/placeholder-page';

/** /store-selection */
export function StoreSelectionRoute() {
  return <PlaceholderPage titleKey="screens.storeSelection" />;
}
