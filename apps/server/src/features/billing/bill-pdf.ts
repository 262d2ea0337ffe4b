import { formatDayMonthYear } from '@tailor/shared/dates';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { BILL_LABELS, type BillLabels } from '@tailor/shared/locales/documents/bill-labels';
import type { PdfFonts } from '../../lib/pdf-fonts';
import type { BillCopy, BillData } from './bill-data';
import { Sheet } from './pdf-sheet';
import { documentTitle, invoiceFacts, notePages, totalRows } from './tax-invoice-pdf';
import { productTable } from './product-table';

function orderFacts(data: BillData, labels: BillLabels): [string, string][] {
  return [
    ...invoiceFacts(data),
    [labels.billNo, data.billNumber],
    [labels.orderDate, formatDayMonthYear(data.orderDate, { language: data.language })],
    [labels.dueDate, formatDayMonthYear(data.dueDate, { language: data.language })],
    [labels.orderTypeLabel, labels.orderTypes[data.orderType]],
    [labels.status, labels.statuses[data.status]],
  ];
}

/** The bill of an order (billing_{id}.pdf and billing_{id}_customer.pdf). */
export function renderBillPdf(options: {
  data: BillData;
  copy: BillCopy;
  fonts: PdfFonts;
}): Promise<Buffer> {
  const { data, copy, fonts } = options;
  const labels = BILL_LABELS[data.language];
  const sheet = new Sheet(fonts, data, labels.billTitle(data.billNumber, data.shop.name));
  sheet.header(
    documentTitle(data, labels.bill),
    copy === 'shop' ? labels.shopCopy : labels.customerCopy,
  );
  const contact = [
    formatPhoneDisplay(data.customer.mobileNo),
    data.customer.address,
    data.customer.gstin ? `GSTIN: ${data.customer.gstin}` : null,
  ].filter((l): l is string => Boolean(l));
  sheet.parties(labels.billTo, contact, orderFacts(data, labels));
  productTable(sheet, data, copy);
  sheet.totals(
    totalRows(data, labels, [
      [labels.advance, data.advance, false],
      [labels.paid, data.paid, false],
      [labels.remainingAmount, data.remaining, true],
    ]),
  );
  sheet.upiPay();
  sheet.payments(labels.payments);
  sheet.closing(labels.thanks(data.shop.name));
  notePages(sheet, data, copy, contact);
  return sheet.finish();
}
