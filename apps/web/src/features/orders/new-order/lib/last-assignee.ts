import { session } from '../../../../lib/session-values';

/** Where this device keeps the last employee a product was assigned to, one per shop. */
function keyOf(): string {
  return `newOrder.lastAssignee.${session.get('selectedStoreId') ?? 'own'}`;
}

/** The employee this device last assigned a product to in the current shop, if any. */
export function recallLastAssignee(): string | null {
  try {
    return localStorage.getItem(keyOf());
  } catch {
    return null;
  }
}

export function rememberLastAssignee(employeeId: string): void {
  try {
    localStorage.setItem(keyOf(), employeeId);
  } catch {
    // A device that keeps nothing starts from 'Me' next time.
  }
}
