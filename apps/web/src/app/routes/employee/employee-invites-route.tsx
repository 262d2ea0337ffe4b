import { PlaceholderPage } from '../../../components/placeholder-page';

/** /employee/invites */
export function EmployeeInvitesRoute() {
  return <PlaceholderPage titleKey="screens.employeeInvites" />;
}
