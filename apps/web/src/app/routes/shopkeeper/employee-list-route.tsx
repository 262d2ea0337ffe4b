import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { EmployeeListPage } from '../../../features/employees/components/employee-list-page';

// The second tab's content loads when the tab is first shown.
const SentInvites = lazy(() =>
  import('../../../features/invites/components/sent-invites').then((module) => ({
    default: module.SentInvites,
  })),
);

/** /app/employee-list: the employees, and the invites sent to future ones in the second tab. */
export function EmployeeListRoute() {
  return (
    <EmployeeListPage
      renderInvites={(search) => (
        <Suspense fallback={<PageLoader />}>
          <SentInvites search={search} />
        </Suspense>
      )}
    />
  );
}
