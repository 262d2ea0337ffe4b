import { StoreSelectionPage } from '../../../features/stores/components/store-selection-page';

/** /store-selection */
export function StoreSelectionRoute() {
  return <StoreSelectionPage />;
}
