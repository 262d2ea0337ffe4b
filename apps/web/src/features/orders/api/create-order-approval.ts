import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalSchema, type Approval, type CreateApprovalInput } from '@tailor/shared/approvals';
import { api } from '../../../lib/api-client';
import { orderApprovalsQueryKey } from './get-order-approvals';

/** `idempotencyKey` is the dialog's own (useIntentKey): a retry never asks the customer twice. */
export type CreateOrderApprovalRequest = CreateApprovalInput & {
  orderId: string;
  idempotencyKey: string;
};

/** POST /orders/{id}/approvals: asks the customer to approve an add-on or a design. */
export function createOrderApproval(input: CreateOrderApprovalRequest): Promise<Approval> {
  const { orderId, idempotencyKey, ...body } = input;
  return api.post<Approval>(`/orders/${encodeURIComponent(orderId)}/approvals`, body, {
    schema: approvalSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateOrderApproval(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderApproval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderApprovalsQueryKey(orderId) }),
  });
}
