import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { karigarRatesQueryKey } from './get-karigar-rates';

/** DELETE /karigar-rates/{id}: the garment earns no rate from now on. */
export async function deleteKarigarRate(rateId: string): Promise<void> {
  await api.delete<unknown>(`/karigar-rates/${encodeURIComponent(rateId)}`);
}

export function useDeleteKarigarRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKarigarRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: karigarRatesQueryKey }),
  });
}
