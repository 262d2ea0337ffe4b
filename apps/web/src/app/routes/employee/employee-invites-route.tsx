import { MyInvitesPage } from '../../../features/invites/components/my-invites-page';

/** /employee/invites */
export function EmployeeInvitesRoute() {
  return <MyInvitesPage />;
}
