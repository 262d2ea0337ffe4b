import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/customers/:id */
export function CustomerDetailsRoute() {
  return <PlaceholderPage titleKey="screens.customerDetails" />;
}
