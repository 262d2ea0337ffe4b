import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput } from '@tailor/shared/orders/create-order-schemas';
import { memberOrderSchema, type MemberOrder } from '@tailor/shared/price-visibility';
import { api } from '../../../../lib/api-client';
import { enqueueChange, sendOrKeep, type NewOutboxEntry } from '../../../../lib/outbox';

/** Cached data a new order changes: lists, the customer and their measurements, earnings. */
export const CREATE_ORDER_INVALIDATES = [
  ['orders'],
  ['customers'],
  ['dashboard'],
  ['earnings'],
  ['revenue'],
  ['capacity'],
] as const;

/**
 * POST /create_order. The Idempotency-Key belongs to the submission (useIntentKey): a
 * retry of the same order carries the same, so a lost answer or a retry never makes a second
 * order. The answer's money is null for staff whose position may not see prices.
 */
export function createOrder(input: CreateOrderInput, idempotencyKey: string): Promise<MemberOrder> {
  return api.post<MemberOrder>('/create_order', input, {
    schema: memberOrderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export type OrderSubmission = {
  payload: CreateOrderInput;
  /** The same order as the outbox keeps it, with the payload's Idempotency-Key. */
  outboxEntry: NewOutboxEntry;
  /** Photos wait on this phone: they and the order go through the outbox, photos first. */
  photosWaiting: boolean;
};

/**
 * Creates the order now, or keeps it in the outbox when there is no connection, when its answer
 * never came (the resend carries the same key, so the server makes one order) or when photos or
 * earlier changes still wait. Answers the order, or null when it was kept for later.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs with no connection too: the outbox keeps the order instead of the mutation pausing.
    networkMode: 'always',
    mutationFn: async (submission: OrderSubmission): Promise<MemberOrder | null> => {
      if (submission.photosWaiting) {
        await enqueueChange(submission.outboxEntry);
        return null;
      }
      const { payload, outboxEntry } = submission;
      return sendOrKeep(outboxEntry, () => createOrder(payload, outboxEntry.idempotencyKey));
    },
    onSuccess: (order) =>
      order &&
      Promise.all(
        CREATE_ORDER_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
