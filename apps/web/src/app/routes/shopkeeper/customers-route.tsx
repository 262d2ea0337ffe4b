import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/customer */
export function CustomersRoute() {
  return <PlaceholderPage titleKey="screens.customers" />;
}
