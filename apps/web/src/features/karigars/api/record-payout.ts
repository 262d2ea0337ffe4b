import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerEntrySchema, type LedgerEntry, type PayoutInput } from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';

export interface RecordPayoutInput {
  employeeId: string;
  payout: PayoutInput;
  /** The payout's own key (useIntentKey): each retry of it carries the same. */
  idempotencyKey: string;
}

/** POST /karigars/{employeeId}/payouts: money given to a karigar; a retry records it once. */
export function recordPayout(input: RecordPayoutInput): Promise<LedgerEntry> {
  return api.post<LedgerEntry>(
    `/karigars/${encodeURIComponent(input.employeeId)}/payouts`,
    input.payout,
    { schema: ledgerEntrySchema, headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: karigarsQueryKey }),
  });
}
