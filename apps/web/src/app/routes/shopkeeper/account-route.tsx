import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/account */
export function AccountRoute() {
  return <PlaceholderPage titleKey="screens.account" />;
}
