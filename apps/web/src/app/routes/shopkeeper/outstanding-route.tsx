import { OutstandingPage } from '../../../features/outstanding/components/outstanding-page';

/** /app/outstanding */
export function OutstandingRoute() {
  return <OutstandingPage />;
}
