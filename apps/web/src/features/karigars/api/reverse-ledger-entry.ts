import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerEntrySchema, type LedgerEntry } from '@tailor/shared/karigars';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';

export interface ReverseEntryRequest {
  entryId: string;
}

/** POST /karigar-ledger/{entryId}/reverse: undoes a payout recorded by mistake. */
export function reverseLedgerEntry(input: ReverseEntryRequest): Promise<LedgerEntry> {
  return api.post<LedgerEntry>(
    `/karigar-ledger/${encodeURIComponent(input.entryId)}/reverse`,
    {},
    { schema: ledgerEntrySchema, headers: { 'Idempotency-Key': idempotencyKeyFor(input) } },
  );
}

export function useReverseLedgerEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseLedgerEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: karigarsQueryKey }),
  });
}
