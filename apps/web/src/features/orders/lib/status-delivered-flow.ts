import type { Role } from '@tailor/shared/constants';
import { deliveredNeeds, type PaymentState } from '@tailor/shared/orders';

export type PaymentBeforeStatus = 'collect-payment' | 'final-payment';

/**
 * Which payment modal must come before this status update (spec §4 "Delivered flow"), or null
 * when the status can be sent at once. Only a shopkeeper's Delivered waits for money: an
 * alteration order still priced at 0 needs its final total, any unpaid balance must be collected.
 * Call it again with the order each payment returns: a final total above the advance leaves a
 * balance, so the collect modal follows the final-payment modal.
 */
export function paymentBeforeStatus(
  role: Role,
  status: string,
  order: PaymentState,
): PaymentBeforeStatus | null {
  if (role !== 'shopkeeper' || status !== 'Delivered') return null;
  const need = deliveredNeeds(order);
  return need === 'none' ? null : need;
}
