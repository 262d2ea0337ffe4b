import { useMutation } from '@tanstack/react-query';
import { billingFileName } from '@tailor/shared/billing';
import type { BillDownload } from '../lib/billable-order';
import { downloadPdf, logDownloadFailure } from '../lib/download-pdf';

/** GET /generate_billing_pdf/{orderId} (shopkeeper): the shop's copy, saved as billing_{n}.pdf. */
export function downloadShopBill({ order, orderNumber }: BillDownload): Promise<string> {
  return downloadPdf(
    `/generate_billing_pdf/${encodeURIComponent(order._id)}`,
    billingFileName(orderNumber),
  );
}

export function useDownloadShopBill() {
  return useMutation({ mutationFn: downloadShopBill, onError: logDownloadFailure });
}
