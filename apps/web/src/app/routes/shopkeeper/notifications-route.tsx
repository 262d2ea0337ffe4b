import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { PushPrompt } from '../../../features/push/components/push-prompt';

/** /app/notifications */
export function NotificationsRoute() {
  return <NotificationsPage area="shopkeeper" banner={<PushPrompt />} />;
}
