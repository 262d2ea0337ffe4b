import { useMutation } from '@tanstack/react-query';
import type { LedgerPeriod } from '@tailor/shared/karigars';
import { downloadPdf, logDownloadFailure } from '../../billing';
import type { LedgerOwner } from './get-karigar-ledger';

export interface PaySlipRequest {
  owner: LedgerOwner;
  period: LedgerPeriod;
}

/** GET /karigars/{id}/pay-slip or GET /employee/ledger/pay-slip: the period's pay slip PDF. */
export function downloadPaySlip({ owner, period }: PaySlipRequest): Promise<string> {
  const path =
    owner === 'self'
      ? '/employee/ledger/pay-slip'
      : `/karigars/${encodeURIComponent(owner.employeeId)}/pay-slip`;
  return downloadPdf(path, `pay_slip_${period.from}_${period.to}.pdf`, { ...period });
}

export function useDownloadPaySlip() {
  return useMutation({ mutationFn: downloadPaySlip, onError: logDownloadFailure });
}
