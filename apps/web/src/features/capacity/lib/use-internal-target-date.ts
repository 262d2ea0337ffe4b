import { CAPACITY_DONE_STATUSES, internalTargetDate } from '@tailor/shared/capacity';
import { todayInShopZone } from '@tailor/shared/dates';
import { useCapacity } from '../api/get-capacity';

/** The shop's buffer days, read with today's load (0 until known). */
export function useBufferDays(): number {
  const today = todayInShopZone();
  return useCapacity({ from: today, to: today }).data?.buffer_days ?? 0;
}

/**
 * The internal target date staff work to for an order still to be made (capacity.ts
 * internalTargetDate), or null: no buffer days, or nothing left to make. Staff screens only; the
 * customer's pages and messages keep the due date.
 */
export function useInternalTargetDate(order: {
  status: string;
  orderDate: string;
  dueDate: string;
  expectedDate?: string | null;
}): string | null {
  const bufferDays = useBufferDays();
  if ((CAPACITY_DONE_STATUSES as readonly string[]).includes(order.status)) return null;
  return internalTargetDate(order, bufferDays);
}
