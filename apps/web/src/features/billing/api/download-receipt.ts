import { useMutation } from '@tanstack/react-query';
import { receiptFileName } from '@tailor/shared/billing';
import type { BillDownload } from '../lib/billable-order';
import { downloadPdf, logDownloadFailure } from '../lib/download-pdf';

/** GET /generate_receipt_pdf/{orderId} (shopkeeper): the payment receipt, saved as receipt_{n}.pdf. */
export function downloadReceipt({ order, orderNumber }: BillDownload): Promise<string> {
  return downloadPdf(
    `/generate_receipt_pdf/${encodeURIComponent(order._id)}`,
    receiptFileName(orderNumber),
  );
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt, onError: logDownloadFailure });
}
