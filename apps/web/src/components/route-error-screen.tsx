import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's errorElement: a failed page load or a page that threw. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
