import type { Role } from '@tailor/shared/constants';
import { canChooseStatus } from '@tailor/shared/orders/rules';
import { USER_SELECTABLE_STATUSES } from '@tailor/shared/orders/constants';

/** Keys under `statusDialog.errors` for the status form's rules. */
export type StatusFormErrorKey =
  'selectStatus' | 'orderIdMissing' | 'invalidStatus' | 'delayReason';

export interface StatusFormValues {
  status: string;
  orderId: string | null | undefined;
  delayNote: string;
  role: Role;
}

/**
 * The first broken rule, in this order: a status is chosen, the order has an id,
 * the status is one of the four this role may choose, and Delayed carries a reason. Null when fine.
 */
export function statusFormError(values: StatusFormValues): StatusFormErrorKey | null {
  const status = values.status.trim();
  if (!status) return 'selectStatus';
  if (!values.orderId?.trim()) return 'orderIdMissing';
  const known = (USER_SELECTABLE_STATUSES as readonly string[]).includes(status);
  if (!known || !canChooseStatus(values.role, status)) return 'invalidStatus';
  if (status === 'Delayed' && !values.delayNote.trim()) return 'delayReason';
  return null;
}
