import { TrialsPage } from '../../../features/trials/components/trials-page';

/** /app/trials */
export function TrialsRoute() {
  return <TrialsPage area="shopkeeper" />;
}
