import { TakingsPage } from '../../../features/takings/components/takings-page';

/** /app/takings */
export function TakingsRoute() {
  return <TakingsPage />;
}
