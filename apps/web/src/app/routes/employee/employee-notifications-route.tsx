import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { PushPrompt } from '../../../features/push/components/push-prompt';

/** /employee/notifications */
export function EmployeeNotificationsRoute() {
  return <NotificationsPage area="employee" banner={<PushPrompt />} />;
}
