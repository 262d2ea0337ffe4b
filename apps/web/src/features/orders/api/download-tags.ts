import { downloadPdf } from '../../billing';

/**
 * GET /orders/{id}/tags.pdf: the order's garment tags on the shop's tag paper, saved as
 * tags_{n}.pdf for the printer.
 */
export function downloadTags(input: { orderId: string; orderNumber: number }): Promise<string> {
  return downloadPdf(
    `/orders/${encodeURIComponent(input.orderId)}/tags.pdf`,
    `tags_${input.orderNumber}.pdf`,
  );
}
