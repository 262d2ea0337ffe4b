import { CapacityPage } from '../../../features/capacity/components/capacity-page';

/** /app/capacity */
export function CapacityRoute() {
  return <CapacityPage area="shopkeeper" />;
}
