import { isIsoDate } from '@tailor/shared/dates';
import { ORDER_STATUSES, type OrderStatus } from '@tailor/shared/orders/constants';

/** The status filter of the employee's lists: 'Due' (the 7-day window with overdue orders) or a status. */
export type EmployeeStatusFilter = 'Due' | OrderStatus;

export const EMPLOYEE_STATUS_FILTERS: readonly EmployeeStatusFilter[] = ['Due', ...ORDER_STATUSES];

/** The query of GET /employee/orders and /employee/orders/created; every part is optional. */
export type EmployeeOrderFilters = {
  status?: EmployeeStatusFilter;
  /** YYYY-MM-DD, on or after, by order date. */
  startDate?: string;
  /** YYYY-MM-DD, on or before, by order date. */
  endDate?: string;
};

export const FILTER_PARAMS = { status: 'status', startDate: 'from', endDate: 'to' } as const;

export function isEmployeeStatusFilter(value: unknown): value is EmployeeStatusFilter {
  return (
    typeof value === 'string' && (EMPLOYEE_STATUS_FILTERS as readonly string[]).includes(value)
  );
}

/** The filters in a URL's search parameters; anything malformed is left out, never guessed. */
export function filtersFromParams(params: URLSearchParams): EmployeeOrderFilters {
  const filters: EmployeeOrderFilters = {};
  const status = params.get(FILTER_PARAMS.status);
  const startDate = params.get(FILTER_PARAMS.startDate);
  const endDate = params.get(FILTER_PARAMS.endDate);
  if (isEmployeeStatusFilter(status)) filters.status = status;
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  if (filters.startDate && filters.endDate && filters.endDate < filters.startDate)
    delete filters.endDate;
  return filters;
}

/** Writes the filters into a copy of `params`, leaving out the empty ones. */
export function filtersToParams(
  filters: EmployeeOrderFilters,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(FILTER_PARAMS) as (keyof EmployeeOrderFilters)[]) {
    const value = filters[key];
    if (value) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
  }
  return next;
}
