import { useMutation } from '@tanstack/react-query';
import { customerBillingFileName } from '@tailor/shared/billing';
import type { BillDownload } from '../lib/billable-order';
import { downloadPdf, logDownloadFailure } from '../lib/download-pdf';

/**
 * GET /generate_customer_billing_pdf/{orderId}?token={share_token}: the customer's copy, saved as
 * billing_{n}_customer.pdf. Without a share token nothing happens: answers null.
 */
export async function downloadCustomerBill({
  order,
  orderNumber,
}: BillDownload): Promise<string | null> {
  const token = order.share_token.trim();
  if (!token) return null;
  return downloadPdf(
    `/generate_customer_billing_pdf/${encodeURIComponent(order._id)}`,
    customerBillingFileName(orderNumber),
    { token },
  );
}

export function useDownloadCustomerBill() {
  return useMutation({ mutationFn: downloadCustomerBill, onError: logDownloadFailure });
}
