import type { EmployeeOrderList } from '@tailor/shared/employee-area';

/** The page after `last` while the server says there is more (has_more), else undefined. */
export function nextEmployeeOrdersPage(last: EmployeeOrderList): number | undefined {
  return last.has_more && last.orders.length > 0 ? last.page + 1 : undefined;
}
