import { TrialsPage } from '../../../features/trials/components/trials-page';

/** /employee/trials: the trials of the orders this employee works on or took. */
export function EmployeeTrialsRoute() {
  return <TrialsPage area="employee" />;
}
