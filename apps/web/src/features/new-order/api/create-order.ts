import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput } from '@tailor/shared/orders';
import { memberOrderSchema, type MemberOrder } from '@tailor/shared/price-visibility';
import { api, idempotencyKeyFor } from '../../../lib/api-client';

/** Cached data a new order changes: lists, the customer and their measurements, earnings. */
export const CREATE_ORDER_INVALIDATES = [
  ['orders'],
  ['customers'],
  ['dashboard'],
  ['earnings'],
  ['revenue'],
] as const;

/**
 * POST /create_order (DESIGN §5). The Idempotency-Key belongs to the payload object: the form
 * passes the same object again when the user retries one submission, so a lost answer, a double
 * click or a retry never makes a second order. The answer's money is null for staff whose position
 * may not see prices.
 */
export function createOrder(input: CreateOrderInput): Promise<MemberOrder> {
  return api.post<MemberOrder>('/create_order', input, {
    schema: memberOrderSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all(
        CREATE_ORDER_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
