import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberOrder } from '@tailor/shared/price-visibility';
import { sendOrKeep, type NewOutboxEntry } from '../../../lib/outbox';
import {
  applyKeptChange,
  applyOrderUpdate,
  findCachedOrder,
  isKept,
  keep,
} from './order-details-cache';

/**
 * A change to one order that works without a connection: sent now, or kept in the outbox (with
 * its Idempotency-Key) while the screens show the order as the server will make it. Without the
 * order at hand there is nothing to show meanwhile, so such a change is only sent.
 */
export function useOfflineOrderChange<Input, Answer extends MemberOrder>(options: {
  orderId: (input: Input) => string;
  send: (input: Input) => Promise<Answer>;
  /** The outbox entry that makes this change later; `cached` is the order as last shown. */
  entry: (input: Input, cached: Answer) => NewOutboxEntry;
  /** The order as the server will answer it, shown until it does. */
  meanwhile: (input: Input, cached: Answer) => Answer;
  /**
   * False when the screens show the kept change from the outbox itself (a payment, as a waiting
   * row and in the totals), so the cached order stays the server's and nothing counts it twice.
   */
  cacheMeanwhile?: boolean;
}) {
  const queryClient = useQueryClient();
  const { orderId, send, entry, meanwhile, cacheMeanwhile = true } = options;
  return useMutation({
    // Runs with no connection too: the outbox keeps the change instead of the mutation pausing.
    networkMode: 'always',
    mutationFn: async (input: Input): Promise<Answer> => {
      const cached = findCachedOrder(queryClient, orderId(input)) as Answer | null;
      if (!cached) return send(input);
      const sent = await sendOrKeep(entry(input, cached), () => send(input));
      return sent ?? keep(meanwhile(input, cached));
    },
    onSuccess: (order) => {
      if (!isKept(order)) applyOrderUpdate(queryClient, order);
      else if (cacheMeanwhile) applyKeptChange(queryClient, order);
    },
  });
}
