import type { Role } from '@tailor/shared/constants';
import { rupeesToPaise } from '@tailor/shared/money';
import { deliveredNeeds } from '@tailor/shared/orders/rules';
import { type OrderType } from '@tailor/shared/orders/constants';

export type PaymentBeforeStatus = 'collect-payment' | 'final-payment';

/**
 * Which payment modal must come before this status update, or null
 * when the status can be sent at once. Only a shopkeeper's Delivered waits for money: an
 * alteration order still priced at 0 needs its final total, any unpaid balance must be collected.
 * Call it again with the order each payment returns: a final total above the advance leaves a
 * balance, so the collect modal follows the final-payment modal. Staff who may not see prices get
 * the amounts as null and never choose Delivered.
 */
export function paymentBeforeStatus(
  role: Role,
  status: string,
  order: { orderType: OrderType; totalAmount: number | null; remainingAmount: number | null },
): PaymentBeforeStatus | null {
  if (role !== 'shopkeeper' || status !== 'Delivered') return null;
  if (order.totalAmount === null || order.remainingAmount === null) return null;
  const need = deliveredNeeds({
    orderType: order.orderType,
    totalPaise: rupeesToPaise(order.totalAmount),
    remainingPaise: rupeesToPaise(order.remainingAmount),
  });
  return need === 'none' ? null : need;
}
