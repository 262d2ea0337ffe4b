import { ORDER_LIST_FILTERS, type OrderListFilter } from '@tailor/shared/orders';
import { isIsoDate } from '@tailor/shared/dates';

/** What the order list asks GET /get_orders for; every part is optional. */
export type OrderListFilters = {
  status?: OrderListFilter;
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
  search: 'q',
} as const;

export function isOrderListFilter(value: unknown): value is OrderListFilter {
  return typeof value === 'string' && (ORDER_LIST_FILTERS as readonly string[]).includes(value);
}

/** The filters in a URL's search parameters; anything malformed is ignored, not guessed. */
export function filtersFromParams(params: URLSearchParams): OrderListFilters {
  const status = params.get(FILTER_PARAMS.status);
  const startDate = params.get(FILTER_PARAMS.startDate);
  const endDate = params.get(FILTER_PARAMS.endDate);
  const search = params.get(FILTER_PARAMS.search)?.trim();
  const filters: OrderListFilters = {};
  if (isOrderListFilter(status)) filters.status = status;
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

/** Whether the status or date filters narrow the list (search is counted apart). */
export function hasDrawerFilters(filters: OrderListFilters): boolean {
  return Boolean(filters.status || filters.startDate || filters.endDate);
}

/** The rule of spec §2: an end date before the start date is refused. */
export function isEndBeforeStart(startDate: string | null, endDate: string | null): boolean {
  return Boolean(startDate && endDate && endDate < startDate);
}
