import { formatDayMonthYear } from '@tailor/shared/dates';
import type { GstSplit } from '@tailor/shared/gst';
import { paiseToRupees } from '@tailor/shared/money';
import type { BillLabels } from '@tailor/shared/locales/documents/bill-labels';
import { GST_LABELS } from '@tailor/shared/locales/documents/gst-labels';
import type { TaxInvoice } from './tax-invoice';
import type { BillCopy, BillData } from './bill-data';
import type { Sheet } from './pdf-sheet';
import { productTable } from './product-table';

/** Invoice number, date and place of supply, first among the facts of a tax invoice. */
export function invoiceFacts(data: BillData): [string, string][] {
  const invoice = data.taxInvoice;
  if (!invoice) return [];
  const labels = GST_LABELS[data.language];
  const bill = invoice.kind === 'bill_of_supply';
  return [
    [bill ? labels.billOfSupplyNo : labels.invoiceNo, invoice.number],
    [
      bill ? labels.billOfSupplyDate : labels.invoiceDate,
      formatDayMonthYear(invoice.date, { language: data.language }),
    ],
    [labels.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
  ];
}

/** The heading of an order's bill: a tax invoice, a bill of supply, or `plain` (no GST). */
export function documentTitle(data: BillData, plain: string): string {
  const invoice = data.taxInvoice;
  if (!invoice) return plain;
  const labels = GST_LABELS[data.language];
  return invoice.kind === 'bill_of_supply' ? labels.billOfSupply : labels.taxInvoice;
}

/** Taxable value and CGST + SGST, or IGST, of an invoice or note: they add up to its amount. */
function splitRows(
  data: BillData,
  invoice: TaxInvoice,
  split: GstSplit,
): [string, number, boolean][] {
  const gst = GST_LABELS[data.language];
  // A bill of supply charges no tax: its value is not split.
  if (invoice.kind === 'bill_of_supply') return [];
  const half = invoice.ratePercent / 2;
  const tax: [string, number, boolean][] = invoice.interState
    ? [[`IGST @ ${invoice.ratePercent}%`, paiseToRupees(split.igstPaise), false]]
    : [
        [`CGST @ ${half}%`, paiseToRupees(split.cgstPaise), false],
        [`SGST @ ${half}%`, paiseToRupees(split.sgstPaise), false],
      ];
  return [[gst.taxableValue(invoice.sacCode), paiseToRupees(split.taxablePaise), false], ...tax];
}

/**
 * The totals: on a tax invoice, the total as invoiced (tax-inclusive, as the shop quoted it) split
 * into its taxable value and CGST + SGST, or IGST, as issued; then each note against it, a debit
 * note adding and a credit note taking away, and the revised total they come to.
 */
export function totalRows(
  data: BillData,
  labels: BillLabels,
  rest: [string, number, boolean][],
): [string, number, boolean][] {
  const invoice = data.taxInvoice;
  if (!invoice) return [[labels.totalAmount, data.total, false], ...rest];
  const gst = GST_LABELS[data.language];
  const notes = data.taxNotes.map(({ note }): [string, number, boolean] => [
    `${gst.noteName[note.kind]} ${note.number}`,
    paiseToRupees(note.kind === 'debit' ? note.amountPaise : -note.amountPaise),
    false,
  ]);
  const last = data.taxNotes[data.taxNotes.length - 1]?.note;
  const revised: [string, number, boolean][] = last
    ? [[gst.revisedTotal, paiseToRupees(last.valueAfterPaise), true]]
    : [];
  return [
    ...splitRows(data, invoice, invoice.split),
    [
      invoice.kind === 'bill_of_supply' ? gst.billValue : gst.totalWithGst,
      paiseToRupees(invoice.totalPaise),
      true,
    ],
    ...notes,
    ...revised,
    ...rest,
  ];
}

/**
 * Each credit or debit note after the invoice, on a page of its own as the document it is (Rule
 * 53): its kind as the heading, its number and date, the invoice it is against with that
 * invoice's date, why it was issued, the order's lines then, and the difference split as the
 * invoice is.
 */
export function notePages(sheet: Sheet, data: BillData, copy: BillCopy, contact: string[]) {
  const invoice = data.taxInvoice;
  if (!invoice) return;
  const { labels } = sheet;
  const gst = GST_LABELS[data.language];
  const day = (date: string) => formatDayMonthYear(date, { language: data.language });
  const bill = invoice.kind === 'bill_of_supply';
  for (const { note, lines } of data.taxNotes) {
    sheet.newPage();
    sheet.header(gst.noteTitle[note.kind], copy === 'shop' ? labels.shopCopy : labels.customerCopy);
    sheet.parties(labels.billTo, contact, [
      [gst.noteNo, note.number],
      [gst.noteDate, day(note.date)],
      [bill ? gst.billOfSupplyNo : gst.invoiceNo, invoice.number],
      [bill ? gst.billOfSupplyDate : gst.invoiceDate, day(invoice.date)],
      [gst.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
      [labels.billNo, data.billNumber],
      [gst.reason, gst.reasons[note.reason]],
    ]);
    sheet.y +=
      sheet.write(
        (bill ? gst.againstBillOfSupply : gst.against)(invoice.number, day(invoice.date)),
        {
          x: sheet.left,
          width: sheet.width,
          size: 10,
          weight: 'bold',
        },
      ) + 8;
    productTable(sheet, data, copy, lines);
    sheet.totals(
      [
        [gst.valueBefore, paiseToRupees(note.valueBeforePaise), false],
        [gst.valueAfter, paiseToRupees(note.valueAfterPaise), false],
        ...splitRows(data, invoice, note.split),
        [gst.noteValue, paiseToRupees(note.amountPaise), true],
      ],
      note.amountPaise,
    );
  }
}
