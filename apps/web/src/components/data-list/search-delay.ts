import { EMPLOYEE_SEARCH_DELAY_MS } from '@tailor/shared/constants';

/**
 * How long a list's search box waits after the last keystroke: 300 ms for the
 * employee search, and the order and customer searches use the same pause.
 */
export const SEARCH_DELAY_MS = EMPLOYEE_SEARCH_DELAY_MS;
