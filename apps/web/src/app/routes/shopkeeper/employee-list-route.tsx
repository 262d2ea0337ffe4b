import { EmployeeListPage } from '../../../features/employees/components/employee-list-page';
import { SentInvites } from '../../../features/invites/components/sent-invites';

/** /app/employee-list: the employees, and the invites sent to future ones in the second tab. */
export function EmployeeListRoute() {
  return <EmployeeListPage renderInvites={(search) => <SentInvites search={search} />} />;
}
