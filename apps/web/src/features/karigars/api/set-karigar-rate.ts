import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  karigarRateSchema,
  type KarigarRate,
  type KarigarRateInput,
} from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarRatesQueryKey } from './get-karigar-rates';

/** PUT /karigar-rates: a garment's rate for one employee or for all. */
export function setKarigarRate(input: KarigarRateInput): Promise<KarigarRate> {
  return api.put<KarigarRate>('/karigar-rates', input, { schema: karigarRateSchema });
}

export function useSetKarigarRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKarigarRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: karigarRatesQueryKey }),
  });
}
