import {
  ORDER_LIST_FILTERS,
  ORDER_LIST_MORE_FILTERS,
  type OrderListStatusFilter,
} from '@tailor/shared/orders/constants';
import { isIsoDate } from '@tailor/shared/dates';

/** What the order list asks GET /get_orders for; every part is optional. */
export type OrderListFilters = {
  /** The spec's four choices or one of the statuses offered beside them. */
  status?: OrderListStatusFilter;
  /** Alteration orders only. */
  orderType?: 'alteration';
  /** Orders with a product line assigned to this employee (their id). */
  assignedTo?: string;
  /** YYYY-MM-DD, on or after, by order date. */
  startDate?: string;
  /** YYYY-MM-DD, on or before, by order date. */
  endDate?: string;
  search?: string;
};

/** URL parameters of /app/order_list, so a filtered list survives opening an order and coming back. */
export const FILTER_PARAMS = {
  status: 'status',
  startDate: 'from',
  endDate: 'to',
  orderType: 'type',
  assignedTo: 'employee',
  search: 'q',
} as const;

/** Every status choice of the drawer: the spec's four, then the ones beside them. */
export const STATUS_FILTER_CHOICES: readonly OrderListStatusFilter[] = [
  ...ORDER_LIST_FILTERS,
  ...ORDER_LIST_MORE_FILTERS,
];

export function isOrderListFilter(value: unknown): value is OrderListStatusFilter {
  return typeof value === 'string' && (STATUS_FILTER_CHOICES as readonly string[]).includes(value);
}

const EMPLOYEE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in a URL's search parameters; anything malformed is ignored, not guessed. */
export function filtersFromParams(params: URLSearchParams): OrderListFilters {
  const status = params.get(FILTER_PARAMS.status);
  const startDate = params.get(FILTER_PARAMS.startDate);
  const endDate = params.get(FILTER_PARAMS.endDate);
  const search = params.get(FILTER_PARAMS.search)?.trim();
  const assignedTo = params.get(FILTER_PARAMS.assignedTo);
  const filters: OrderListFilters = {};
  if (isOrderListFilter(status)) filters.status = status;
  if (params.get(FILTER_PARAMS.orderType) === 'alteration') filters.orderType = 'alteration';
  if (assignedTo && EMPLOYEE_ID.test(assignedTo)) filters.assignedTo = assignedTo;
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  // A range that ends before it starts was never applied by the drawer; drop its end.
  if (filters.startDate && filters.endDate && filters.endDate < filters.startDate) {
    delete filters.endDate;
  }
  if (search) filters.search = search;
  return filters;
}

/** Writes the filters into `params` (other parameters stay), leaving out the empty ones. */
export function filtersToParams(filters: OrderListFilters, params = new URLSearchParams()) {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(FILTER_PARAMS) as (keyof OrderListFilters)[]) {
    const value = filters[key];
    if (value) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
  }
  return next;
}

/** The drawer's filters in force (search is counted apart). */
export function drawerFilterCount(filters: OrderListFilters): number {
  const { status, startDate, endDate, orderType, assignedTo } = filters;
  return [status, startDate, endDate, orderType, assignedTo].filter(Boolean).length;
}

/** Whether the drawer's filters narrow the list (search is counted apart). */
export function hasDrawerFilters(filters: OrderListFilters): boolean {
  return drawerFilterCount(filters) > 0;
}

/** An end date before the start date is refused. */
export function isEndBeforeStart(startDate: string | null, endDate: string | null): boolean {
  return Boolean(startDate && endDate && endDate < startDate);
}
