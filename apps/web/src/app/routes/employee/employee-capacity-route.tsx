import { CapacityPage } from '../../../features/capacity/components/capacity-page';

/** /employee/capacity: the shop's load per day (counts), and a day's orders this employee works on or took. */
export function EmployeeCapacityRoute() {
  return <CapacityPage area="employee" />;
}
