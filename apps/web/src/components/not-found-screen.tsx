import { ErrorScreen } from './error-screen';

/** The catch-all route: 'Page Not Found'. */
export function NotFoundScreen() {
  return <ErrorScreen category="notFound" />;
}
