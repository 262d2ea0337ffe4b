import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderWorkSchema, type OrderWork, type WorkStepInput } from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';
import { orderWorkQueryKey } from './get-order-work';

export interface MarkWorkStepInput extends WorkStepInput {
  orderId: string;
}

/** POST /karigar-work: a step of a garment marked done or not done; answers the order's work. */
export function markWorkStep({
  orderId: _orderId,
  ...input
}: MarkWorkStepInput): Promise<OrderWork> {
  return api.post<OrderWork>('/karigar-work', input, { schema: orderWorkSchema });
}

export function useMarkWorkStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWorkStep,
    onSuccess: (work, input) => {
      queryClient.setQueryData(orderWorkQueryKey(input.orderId), work);
      return queryClient.invalidateQueries({ queryKey: karigarsQueryKey });
    },
  });
}
