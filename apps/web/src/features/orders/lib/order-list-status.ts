import type { OrderListStatusFilter } from '@tailor/shared/orders/constants';
import { orderStatusLabelKey } from '../../../components/order-status-chip';

/** The translation key of a filter choice of the drawer: the status's own name, or 'Due'. */
export const FILTER_LABEL_KEYS: Record<OrderListStatusFilter, string> = {
  Due: 'filter.due',
  Pending: orderStatusLabelKey('Pending'),
  Completed: orderStatusLabelKey('Completed'),
  'In Process': orderStatusLabelKey('In Process'),
  Delayed: orderStatusLabelKey('Delayed'),
  Delivered: orderStatusLabelKey('Delivered'),
  Cancelled: orderStatusLabelKey('Cancelled'),
};
