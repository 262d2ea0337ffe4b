import { useMutation } from '@tanstack/react-query';
import { billingFileName, orderNumberLabel } from '@tailor/shared/billing';
import type { BillableOrder } from '../lib/billable-order';
import { downloadPdf, logDownloadFailure } from '../lib/download-pdf';

/** GET /generate_billing_pdf/{orderId} (shopkeeper): the shop's copy, saved as billing_{n}.pdf. */
export function downloadShopBill(order: BillableOrder): Promise<string> {
  return downloadPdf(
    `/generate_billing_pdf/${encodeURIComponent(order._id)}`,
    billingFileName(orderNumberLabel(order.order_number)),
  );
}

export function useDownloadShopBill() {
  return useMutation({ mutationFn: downloadShopBill, onError: logDownloadFailure });
}
