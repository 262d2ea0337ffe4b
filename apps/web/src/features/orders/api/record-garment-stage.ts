import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garmentSchema, type Garment, type GarmentStageInput } from '@tailor/shared/garments';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { garmentQueryKey } from './get-garment';
import { ORDERS_QUERY_KEY } from './get-order';

export interface RecordGarmentStageInput extends GarmentStageInput {
  tagCode: string;
}

/**
 * POST /garments/{tag_code}/stage: a step of the garment's work done; answers the garment. Sent
 * with the Idempotency-Key of this very input, so a retried tap records the step once.
 */
export function recordGarmentStage(input: RecordGarmentStageInput): Promise<Garment> {
  return api.post<Garment>(
    `/garments/${encodeURIComponent(input.tagCode)}/stage`,
    { stage: input.stage },
    { schema: garmentSchema, headers: { 'Idempotency-Key': idempotencyKeyFor(input) } },
  );
}

export function useRecordGarmentStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGarmentStage,
    onSuccess: (garment, input) => {
      queryClient.setQueryData(garmentQueryKey(input.tagCode), garment);
      // The order's garments, status and lists change with the step.
      return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
