import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  karigarLedgerSchema,
  type KarigarLedger,
  type LedgerPeriod,
} from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';

/** Whose ledger: a karigar of the shop (the shopkeeper's view), or the signed-in employee's own. */
export type LedgerOwner = { employeeId: string } | 'self';

function ledgerPath(owner: LedgerOwner): string {
  return owner === 'self'
    ? '/employee/ledger'
    : `/karigars/${encodeURIComponent(owner.employeeId)}/ledger`;
}

/** GET /karigars/{id}/ledger or GET /employee/ledger: the period's sums and entries. */
export function getKarigarLedger(
  owner: LedgerOwner,
  period: LedgerPeriod,
  options: { signal?: AbortSignal } = {},
): Promise<KarigarLedger> {
  return api.get<KarigarLedger>(ledgerPath(owner), {
    query: { ...period },
    schema: karigarLedgerSchema,
    signal: options.signal,
  });
}

export const karigarLedgerQueryOptions = (owner: LedgerOwner, period: LedgerPeriod) =>
  queryOptions({
    queryKey: [
      ...karigarsQueryKey,
      'ledger',
      owner === 'self' ? 'self' : owner.employeeId,
      period.from,
      period.to,
    ],
    queryFn: ({ signal }) => getKarigarLedger(owner, period, { signal }),
    staleTime: 0,
  });

export function useKarigarLedger(owner: LedgerOwner, period: LedgerPeriod) {
  return useQuery(karigarLedgerQueryOptions(owner, period));
}
