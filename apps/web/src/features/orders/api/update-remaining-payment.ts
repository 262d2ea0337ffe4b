import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type CollectPaymentInput, type Order } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

export type UpdateRemainingPaymentInput = CollectPaymentInput & { orderId: string };

/**
 * PUT /update_remaining_payment/{orderId} {remainingAmount, paymentType}: records the amount
 * collected now (part payments allowed, never above the balance); answers the updated order.
 */
export function updateRemainingPayment(input: UpdateRemainingPaymentInput): Promise<Order> {
  const { orderId, ...body } = input;
  return api.put<Order>(`/update_remaining_payment/${encodeURIComponent(orderId)}`, body, {
    schema: orderSchema,
    // A retry of this collection must never record the money twice.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useUpdateRemainingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRemainingPayment,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
