import type { SwitchStoreResult } from '@tailor/shared/stores';
import { session } from '../../../lib/session';

/**
 * Store switching: the new token and selected store replace the stored ones, with the
 * employee id of the job in that store.
 */
export function saveSelectedStore(result: SwitchStoreResult): void {
  session.set('authToken', result.token);
  session.set('role', 'employee');
  session.set('selectedStoreId', result.selected_store_id);
  session.set('selectedStoreName', result.selected_store_name);
  session.set('employeeId', result.employee_id);
}
