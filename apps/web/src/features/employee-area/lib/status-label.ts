import type { OrderStatus } from '@tailor/shared/orders';
import type { EmployeeStatusFilter } from './employee-order-filters';

/** The employeeArea key of each status filter's label. */
export const STATUS_LABEL_KEYS: Record<EmployeeStatusFilter, string> = {
  Due: 'status.due',
  Pending: 'status.pending',
  Assigned: 'status.assigned',
  'In Process': 'status.inProcess',
  Completed: 'status.completed',
  Delayed: 'status.delayed',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
};

export function statusLabelKey(status: OrderStatus | 'Due'): string {
  return STATUS_LABEL_KEYS[status];
}
