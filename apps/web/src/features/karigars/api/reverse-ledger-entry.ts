import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerEntrySchema, type LedgerEntry } from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';

export interface ReverseEntryRequest {
  entryId: string;
  /** The reversal's own key (useIntentKey): each retry of it carries the same. */
  idempotencyKey: string;
}

/** POST /karigar-ledger/{entryId}/reverse: undoes a payout recorded by mistake. */
export function reverseLedgerEntry(input: ReverseEntryRequest): Promise<LedgerEntry> {
  return api.post<LedgerEntry>(
    `/karigar-ledger/${encodeURIComponent(input.entryId)}/reverse`,
    {},
    { schema: ledgerEntrySchema, headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export function useReverseLedgerEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseLedgerEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: karigarsQueryKey }),
  });
}
