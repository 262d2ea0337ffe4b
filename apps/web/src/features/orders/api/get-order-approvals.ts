import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalListSchema, type ApprovalList } from '@tailor/shared/approvals';
import { api } from '../../../lib/api-client';
import { orderDetailQueryKey } from './get-order';

/** Under the order's own key: a write that changes the order refreshes its approvals too. */
export const orderApprovalsQueryKey = (orderId: string) =>
  [...orderDetailQueryKey(orderId), 'approvals'] as const;

/**
 * GET /orders/{id}/approvals: what the shop asked the customer to approve, oldest first, with the
 * answers and their times, and the order's photos to show with a new one; amounts null for
 * positions that may not see prices.
 */
export function getOrderApprovals(orderId: string, signal?: AbortSignal): Promise<ApprovalList> {
  return api.get<ApprovalList>(`/orders/${encodeURIComponent(orderId)}/approvals`, {
    schema: approvalListSchema,
    signal,
  });
}

export const orderApprovalsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderApprovalsQueryKey(orderId),
    queryFn: ({ signal }) => getOrderApprovals(orderId, signal),
  });

export function useOrderApprovals(orderId: string) {
  return useQuery(orderApprovalsQueryOptions(orderId));
}
