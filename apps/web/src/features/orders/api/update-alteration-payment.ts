import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type AlterationPaymentInput, type Order } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

export type UpdateAlterationPaymentInput = AlterationPaymentInput & { orderId: string };

/** PUT /update_alteration_payment/{orderId} {totalAmount}: an alteration order's final total. */
export function updateAlterationPayment(input: UpdateAlterationPaymentInput): Promise<Order> {
  const { orderId, ...body } = input;
  return api.put<Order>(`/update_alteration_payment/${encodeURIComponent(orderId)}`, body, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useUpdateAlterationPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlterationPayment,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
