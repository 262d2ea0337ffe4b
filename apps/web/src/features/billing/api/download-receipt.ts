import { useMutation } from '@tanstack/react-query';
import { orderNumberLabel, receiptFileName } from '@tailor/shared/billing';
import type { BillableOrder } from '../lib/billable-order';
import { downloadPdf, logDownloadFailure } from '../lib/download-pdf';

/** GET /generate_receipt_pdf/{orderId} (shopkeeper): the payment receipt, saved as receipt_{n}.pdf. */
export function downloadReceipt(order: BillableOrder): Promise<string> {
  return downloadPdf(
    `/generate_receipt_pdf/${encodeURIComponent(order._id)}`,
    receiptFileName(orderNumberLabel(order.order_number)),
  );
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt, onError: logDownloadFailure });
}
