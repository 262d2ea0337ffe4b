import { orderStatusLabelKey } from '../../../components/order-status-chip';
import type { EmployeeStatusFilter } from './employee-order-filters';

/** The translation key of each status filter's label: the status's own name, or 'Due'. */
export const STATUS_LABEL_KEYS: Record<EmployeeStatusFilter, string> = {
  Due: 'status.due',
  Pending: orderStatusLabelKey('Pending'),
  Assigned: orderStatusLabelKey('Assigned'),
  'In Process': orderStatusLabelKey('In Process'),
  Completed: orderStatusLabelKey('Completed'),
  Delayed: orderStatusLabelKey('Delayed'),
  Delivered: orderStatusLabelKey('Delivered'),
  Cancelled: orderStatusLabelKey('Cancelled'),
};
