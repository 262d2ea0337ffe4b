import { formatDayMonthYear } from '@tailor/shared/dates';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { BILL_LABELS } from '@tailor/shared/locales/documents/bill-labels';
import type { PdfFonts } from '../../lib/pdf-fonts';
import type { BillData } from './bill-data';
import { Sheet } from './pdf-sheet';
import { documentTitle, invoiceFacts, totalRows } from './tax-invoice-pdf';

/** The payment receipt of an order (receipt_{id}.pdf): what was received, when and how. */
export function renderReceiptPdf(options: { data: BillData; fonts: PdfFonts }): Promise<Buffer> {
  const { data, fonts } = options;
  const labels = BILL_LABELS[data.language];
  const sheet = new Sheet(fonts, data, labels.receiptTitle(data.billNumber, data.shop.name));
  sheet.header(documentTitle(data, labels.receipt), labels.paymentReceipt);
  sheet.parties(
    labels.receivedFrom,
    [
      formatPhoneDisplay(data.customer.mobileNo),
      ...(data.customer.gstin ? [`GSTIN: ${data.customer.gstin}`] : []),
    ],
    [
      ...invoiceFacts(data),
      [labels.billNo, data.billNumber],
      [
        labels.receiptDate,
        formatDayMonthYear(data.generatedAt.toISOString(), {
          timeZone: data.shop.timeZone,
          language: data.language,
        }),
      ],
      [labels.orderDate, formatDayMonthYear(data.orderDate, { language: data.language })],
      [labels.dueDate, formatDayMonthYear(data.dueDate, { language: data.language })],
      [labels.status, labels.statuses[data.status]],
    ],
  );
  sheet.payments(labels.paymentsReceived);
  sheet.totals(
    totalRows(data, labels, [
      [labels.advance, data.advance, false],
      [labels.paid, data.paid, false],
      [labels.balance, data.remaining, true],
    ]),
  );
  sheet.upiPay();
  sheet.closing(labels.thanks(data.shop.name));
  return sheet.finish();
}
