import { formatDayMonthYear } from '@tailor/shared/dates';
import { PUBLIC_TEXTS } from '@tailor/shared/locales/public/all';
import { fillText } from '@tailor/shared/locales/public/texts';
import { amountInWords } from '@tailor/shared/amount-in-words';
import { TAILORING_SAC, type GstSplit } from '@tailor/shared/gst';
import { formatRupees, paiseToRupees } from '@tailor/shared/money';
import type { Language } from '@tailor/shared/constants';
import type { OrderStatus, OrderType, PaymentKind, PaymentType } from '@tailor/shared/orders';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { formatMeasurement, type MeasurementUnit } from '@tailor/shared/measurements';
import { garmentName, measurementName } from '@tailor/shared/template-names';
import PDFDocument from 'pdfkit';
import { QR_QUIET_ZONE, qrCode } from '../../lib/qr-code';
import { BILL_LABELS, type BillLabels } from '@tailor/shared/locales/documents/bill-labels';
import { GST_LABELS } from '@tailor/shared/locales/documents/gst-labels';
import type { PdfFonts } from '../../lib/pdf-fonts';
import { NO_DEFAULT_FONT, PdfText, type TextStyle } from '../../lib/pdf-text';
import type { TaxInvoice, TaxNote } from './tax-invoice';

/** A garment line as a bill prints it; price in rupees. */
export interface BillLine {
  name: string;
  price: number;
  measurements: Record<string, string>;
  /** The unit the measurements were taken in, written after each number. */
  measurementUnit: MeasurementUnit;
  note: string | null;
  assignee: string | null;
}

/** Everything a bill or receipt shows, gathered by the billing service. Amounts are rupees. */
export interface BillData {
  shop: {
    name: string;
    ownersName: string;
    address: string;
    district: string;
    state: string;
    pincode: string;
    phone: string | null;
    email: string | null;
    timeZone: string;
  };
  /** The order number as the shop prints it ('KT-12'). */
  billNumber: string;
  orderType: OrderType;
  status: OrderStatus;
  orderDate: string;
  dueDate: string;
  /** On a tax invoice, the name it was issued to. */
  customer: { name: string; mobileNo: string; address: string | null };
  /** On a tax invoice, the lines it was issued with; else the order's. */
  lines: BillLine[];
  /** The order's total, advance, paid so far and remaining as orderAmounts derives them. */
  total: number;
  advance: number;
  paid: number;
  remaining: number;
  /** The link that pays the remaining amount by UPI (upi.ts), null when none is due or no UPI ID is set. */
  upiPaymentLink: string | null;
  payments: { at: Date; kind: PaymentKind; method: PaymentType; amount: number }[];
  /** Set when the order has a GST tax invoice: the bill and receipt are then tax invoices. */
  taxInvoice: TaxInvoice | null;
  /** The credit and debit notes against the invoice, oldest first, each with its lines. */
  taxNotes: { note: TaxNote; lines: BillLine[] }[];
  generatedAt: Date;
  /** The shop's customer language: every fixed text is written in it. */
  language: Language;
}

/**
 * shop: the shop's copy, with the customer's contact details, measurements, notes and tailors.
 * customer: what the customer may see through their link: their own phone and address, as a bill
 * made out to them carries, but no measurements, notes or staff names, as on the shared order page.
 */
export type BillCopy = 'shop' | 'customer';

const MARGIN = 40;
const FOOTER_HEIGHT = 28;
const COLOR = { text: '#111111', muted: '#5f6368', rule: '#d5d8dc', band: '#f1f3f4' } as const;

// One formatter per time zone: making one costs more than the rest of formatting a time.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeInZone(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** A document being set: the page cursor, page breaks, and the shop header and footer. */
class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly text: PdfText;
  readonly left = MARGIN;
  readonly labels: BillLabels;
  readonly width: number;
  y = MARGIN;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(
    fonts: PdfFonts,
    private readonly data: BillData,
    title: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      font: NO_DEFAULT_FONT,
      bufferPages: true,
      lang: `${data.language}-IN`,
      displayTitle: true,
      info: {
        Title: title,
        Author: data.shop.name,
        Creator: 'Tailor Shop Manager',
        CreationDate: data.generatedAt,
        ModDate: data.generatedAt,
      },
    });
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.text = new PdfText(this.doc, fonts);
    this.labels = BILL_LABELS[data.language];
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  /** Starts a new page, for a document of its own. */
  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` more fits on this one; answers whether it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  write(
    text: string,
    box: { x: number; width: number; align?: 'left' | 'right' | 'center' } & TextStyle,
    y = this.y,
  ): number {
    return this.text.write(text, { color: COLOR.text, ...box, y });
  }

  rule(y = this.y, color: string = COLOR.rule) {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  }

  band(y: number, height: number) {
    this.doc.rect(this.left, y, this.width, height).fill(COLOR.band);
  }

  /** The shop's name and contact details on the left, the document's title on the right. */
  header(title: string, subtitle: string) {
    const { shop } = this.data;
    const leftWidth = this.width * 0.6;
    let y = this.y;
    y += this.write(shop.name, { x: this.left, width: leftWidth, size: 17, weight: 'bold' }, y);
    const details = [
      this.labels.owner(shop.ownersName),
      `${shop.address}, ${shop.district}, ${shop.state} - ${shop.pincode}`,
      shop.phone ? this.labels.phone(formatPhoneDisplay(shop.phone)) : null,
      shop.email ? this.labels.email(shop.email) : null,
      this.data.taxInvoice ? `GSTIN: ${this.data.taxInvoice.gstin}` : null,
    ].filter((line): line is string => line !== null);
    for (const line of details)
      y += this.write(line, { x: this.left, width: leftWidth, size: 9.5, color: COLOR.muted }, y);

    const rightX = this.left + leftWidth + 10;
    const rightWidth = this.width - leftWidth - 10;
    let rightY = this.y;
    rightY += this.write(
      title,
      { x: rightX, width: rightWidth, size: 17, weight: 'bold', align: 'right' },
      rightY,
    );
    rightY += this.write(
      subtitle,
      { x: rightX, width: rightWidth, size: 9.5, color: COLOR.muted, align: 'right' },
      rightY,
    );

    this.y = Math.max(y, rightY) + 8;
    this.rule();
    this.y += 12;
  }

  /** Left: who the document is for; right: label/value pairs. */
  parties(heading: string, customerLines: string[], facts: [string, string][]) {
    const top = this.y;
    const leftWidth = this.width * 0.55;
    let y = top;
    y += this.write(heading, { x: this.left, width: leftWidth, size: 9, color: COLOR.muted }, y);
    y += this.write(
      this.data.customer.name,
      { x: this.left, width: leftWidth, size: 12, weight: 'bold' },
      y,
    );
    for (const line of customerLines)
      y += this.write(line, { x: this.left, width: leftWidth, size: 9.5 }, y);

    const labelX = this.left + leftWidth + 10;
    const labelWidth = 80;
    const valueX = labelX + labelWidth;
    const valueWidth = this.left + this.width - valueX;
    let factsY = top;
    for (const [label, value] of facts) {
      // A long label (Tamil, say) wraps: the row is as tall as its taller side.
      const labelHeight = this.write(
        label,
        { x: labelX, width: labelWidth, size: 9.5, color: COLOR.muted },
        factsY,
      );
      const valueHeight = this.write(
        value,
        { x: valueX, width: valueWidth, size: 9.5, weight: 'bold', align: 'right' },
        factsY,
      );
      factsY += Math.max(labelHeight, valueHeight);
    }
    this.y = Math.max(y, factsY) + 14;
  }

  /**
   * Total, advance, paid so far and remaining, right-aligned under a table; on a tax invoice or
   * note the left half beside them says that prices include GST and gives `inWordsPaise` (the
   * invoice's total by default) in words.
   */
  totals(
    rows: [string, number, boolean][],
    inWordsPaise: number | null = this.data.taxInvoice?.totalPaise ?? null,
  ) {
    const size = 10.5;
    const rowHeight = this.text.lineHeight(size) + 2;
    const aside = this.amountInWordsLines(this.width * 0.5 - 16, inWordsPaise);
    const asideHeight = aside.reduce((sum, line) => sum + line.height, 0);
    this.ensureSpace(Math.max(rows.length * rowHeight, asideHeight) + 10);
    this.y += 6;
    const top = this.y;
    let asideY = top + 2;
    for (const line of aside) {
      this.text.drawLines(line.lines, {
        ...line.style,
        x: this.left,
        y: asideY,
        width: this.width * 0.5 - 16,
      });
      asideY += line.height;
    }
    const x = this.left + this.width * 0.5;
    const width = this.width * 0.5;
    for (const [label, amount, strong] of rows) {
      const weight = strong ? 'bold' : 'regular';
      // A long label (Tamil 'taxable value (SAC …)') wraps: the row is as tall as it.
      const labelHeight = this.write(label, { x, width: width * 0.6, size, weight }, this.y);
      this.write(
        formatRupees(amount, { decimals: true }),
        { x: x + width * 0.6, width: width * 0.4, size, weight, align: 'right' },
        this.y,
      );
      this.y += Math.max(rowHeight, labelHeight + 2);
    }
    this.y = Math.max(this.y, asideY) + 10;
  }

  /** Date, kind, method and amount of each payment, oldest first. */
  payments(heading: string) {
    const { payments, shop } = this.data;
    const size = 9.5;
    const rowHeight = this.text.lineHeight(size) + 4;
    const { labels } = this;
    const columns = [
      { label: labels.date, x: this.left + 6, width: 110 },
      { label: labels.type, x: this.left + 120, width: 150 },
      { label: labels.method, x: this.left + 275, width: 100 },
      {
        label: labels.amount,
        x: this.left + 380,
        width: this.width - 386,
        align: 'right' as const,
      },
    ];
    const drawHeader = () => {
      this.band(this.y, rowHeight);
      for (const column of columns)
        this.write(column.label, { ...column, size, weight: 'bold' }, this.y + 2);
      this.y += rowHeight;
    };

    this.ensureSpace(this.text.lineHeight(11) + 2 * rowHeight);
    this.y +=
      this.write(heading, { x: this.left, width: this.width, size: 11, weight: 'bold' }) + 4;
    if (payments.length === 0) {
      this.y +=
        this.write(labels.noPayments, {
          x: this.left,
          width: this.width,
          size,
          color: COLOR.muted,
        }) + 8;
      return;
    }
    drawHeader();
    for (const payment of payments) {
      if (this.ensureSpace(rowHeight)) drawHeader();
      const cells = [
        formatDayMonthYear(payment.at.toISOString(), {
          timeZone: shop.timeZone,
          language: this.data.language,
        }),
        labels.paymentKinds[payment.kind],
        labels.paymentTypes[payment.method],
        formatRupees(payment.amount, { decimals: true }),
      ];
      columns.forEach((column, index) =>
        this.write(cells[index]!, { ...column, size }, this.y + 2),
      );
      this.y += rowHeight;
      this.rule(this.y);
    }
    this.y += 10;
  }

  /**
   * 'Pay ₹X by UPI' with the payment link as a QR code, so the customer can pay the exact balance
   * from a printed or shared bill. Nothing while nothing is due or the shop has no UPI ID.
   */
  upiPay() {
    const link = this.data.upiPaymentLink;
    if (!link) return;
    const texts = PUBLIC_TEXTS[this.data.language].pages.order;
    const amount = formatRupees(this.data.remaining, { decimals: true });
    const code = qrCode(link);
    const moduleSize = 2.4;
    const side = (code.size + 2 * QR_QUIET_ZONE) * moduleSize;
    this.ensureSpace(side + 10);
    const top = this.y;
    this.doc.rect(this.left, top, side, side).fill('#ffffff');
    code.rows.forEach((runs, row) => {
      for (const [column, length] of runs)
        this.doc.rect(
          this.left + (column + QR_QUIET_ZONE) * moduleSize,
          top + (row + QR_QUIET_ZONE) * moduleSize,
          length * moduleSize,
          moduleSize,
        );
    });
    this.doc.fill(COLOR.text);
    const x = this.left + side + 12;
    const width = this.width - side - 12;
    let y = top + QR_QUIET_ZONE * moduleSize;
    y += this.write(
      fillText(texts.payByUpi, { amount }),
      { x, width, size: 12, weight: 'bold' },
      y,
    );
    y += this.write(fillText(texts.payByUpiScan, { amount }), { x, width, size: 9.5 }, y + 2);
    this.write(texts.payByUpiNote, { x, width, size: 9, color: COLOR.muted }, y + 4);
    this.y = top + side + 10;
  }

  /**
   * On a tax invoice or note: 'Prices include GST.' and the amount in words, in English and, for
   * another language, in the shop's too, laid out to `width`; nothing on a plain bill.
   */
  private amountInWordsLines(width: number, paise: number | null) {
    if (paise === null) return [];
    const { language } = this.data;
    const labels = GST_LABELS[language];
    const muted: TextStyle = { size: 8.5, color: COLOR.muted };
    const words: TextStyle = { size: 9.5, weight: 'bold' };
    const texts: [string, TextStyle, number][] = [
      [labels.pricesIncludeGst, muted, 6],
      [`${labels.amountInWords}:`, muted, 0],
      [amountInWords(paise, 'en'), words, 2],
    ];
    if (language !== 'en') texts.push([amountInWords(paise, language), words, 0]);
    return texts.map(([text, style, gap]) => {
      const lines = this.text.layout(text, style, width);
      return { lines, style, height: lines.length * this.text.lineHeight(style.size) + gap };
    });
  }

  closing(message: string) {
    this.ensureSpace(this.text.lineHeight(10) + 10);
    this.y += 6;
    this.y += this.write(message, {
      x: this.left,
      width: this.width,
      size: 10,
      color: COLOR.muted,
      align: 'center',
    });
  }

  /** Stamps every page's footer, then ends the document; answers its bytes. */
  finish(): Promise<Buffer> {
    const { doc } = this;
    const { shop, generatedAt } = this.data;
    const generated = this.labels.generated(
      formatDayMonthYear(generatedAt.toISOString(), {
        timeZone: shop.timeZone,
        language: this.data.language,
      }),
      timeInZone(generatedAt, shop.timeZone),
    );
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 10;
      this.rule(y - 6);
      this.write(
        generated,
        { x: this.left, width: this.width / 2, size: 8, color: COLOR.muted },
        y,
      );
      this.write(
        this.labels.page(index - range.start + 1, range.count),
        {
          x: this.left + this.width / 2,
          width: this.width / 2,
          size: 8,
          color: COLOR.muted,
          align: 'right',
        },
        y,
      );
    }
    doc.end();
    return this.finished;
  }
}

/** Invoice number, date and place of supply, first among the facts of a tax invoice. */
function invoiceFacts(data: BillData): [string, string][] {
  const invoice = data.taxInvoice;
  if (!invoice) return [];
  const labels = GST_LABELS[data.language];
  return [
    [labels.invoiceNo, invoice.number],
    [labels.invoiceDate, formatDayMonthYear(invoice.date, { language: data.language })],
    [labels.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
  ];
}

/** Taxable value and CGST + SGST, or IGST, of an invoice or note: they add up to its amount. */
function splitRows(
  data: BillData,
  invoice: TaxInvoice,
  split: GstSplit,
): [string, number, boolean][] {
  const gst = GST_LABELS[data.language];
  const half = invoice.ratePercent / 2;
  const tax: [string, number, boolean][] = invoice.interState
    ? [[`IGST @ ${invoice.ratePercent}%`, paiseToRupees(split.igstPaise), false]]
    : [
        [`CGST @ ${half}%`, paiseToRupees(split.cgstPaise), false],
        [`SGST @ ${half}%`, paiseToRupees(split.sgstPaise), false],
      ];
  return [[gst.taxableValue(TAILORING_SAC), paiseToRupees(split.taxablePaise), false], ...tax];
}

/**
 * The totals: on a tax invoice, the total as invoiced (tax-inclusive, as the shop quoted it) split
 * into its taxable value and CGST + SGST, or IGST, as issued; then each note against it, a debit
 * note adding and a credit note taking away, and the revised total they come to.
 */
function totalRows(
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
    [gst.totalWithGst, paiseToRupees(invoice.totalPaise), true],
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
function notePages(sheet: Sheet, data: BillData, copy: BillCopy, contact: string[]) {
  const invoice = data.taxInvoice;
  if (!invoice) return;
  const { labels } = sheet;
  const gst = GST_LABELS[data.language];
  const day = (date: string) => formatDayMonthYear(date, { language: data.language });
  for (const { note, lines } of data.taxNotes) {
    sheet.newPage();
    sheet.header(gst.noteTitle[note.kind], copy === 'shop' ? labels.shopCopy : labels.customerCopy);
    sheet.parties(labels.billTo, contact, [
      [gst.noteNo, note.number],
      [gst.noteDate, day(note.date)],
      [gst.invoiceNo, invoice.number],
      [gst.invoiceDate, day(invoice.date)],
      [gst.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
      [labels.billNo, data.billNumber],
      [gst.reason, gst.reasons[note.reason]],
    ]);
    sheet.y +=
      sheet.write(gst.against(invoice.number, day(invoice.date)), {
        x: sheet.left,
        width: sheet.width,
        size: 10,
        weight: 'bold',
      }) + 8;
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

/** The product lines: number, garment (with measurements, note and tailor on the shop copy), price. */
function productTable(
  sheet: Sheet,
  data: BillData,
  copy: BillCopy,
  lines: BillLine[] = data.lines,
) {
  const { text, labels } = sheet;
  const size = 10;
  const detailSize = 8.5;
  const headerHeight = text.lineHeight(size) + 4;
  const numberColumn = { x: sheet.left + 6, width: 22 };
  const priceColumn = { x: sheet.left + sheet.width - 106, width: 100 };
  const item = { x: sheet.left + 32, width: priceColumn.x - sheet.left - 32 - 10 };
  const cellGap = 8;
  const cellsPerRow = 3;
  const cellWidth = (item.width - cellGap * (cellsPerRow - 1)) / cellsPerRow;

  const drawHeader = () => {
    sheet.band(sheet.y, headerHeight);
    sheet.write('#', { ...numberColumn, size, weight: 'bold' }, sheet.y + 2);
    sheet.write(
      copy === 'shop' ? labels.itemAndMeasurements : labels.item,
      { ...item, size, weight: 'bold' },
      sheet.y + 2,
    );
    sheet.write(
      labels.price,
      { ...priceColumn, size, weight: 'bold', align: 'right' },
      sheet.y + 2,
    );
    sheet.y += headerHeight;
  };

  sheet.ensureSpace(headerHeight * 3);
  drawHeader();
  lines.forEach((line, index) => {
    const nameStyle: TextStyle = { size, weight: 'bold' };
    const detailStyle: TextStyle = { size: detailSize, color: COLOR.muted };
    // Default garment and measurement names in the bill's language; names the shop typed as typed.
    const nameLines = text.layout(garmentName(line.name, data.language), nameStyle, item.width);
    // Measurements as a grid of 'Name: value unit' cells, three to a row, as tailors read them.
    const cells =
      copy === 'shop'
        ? Object.entries(line.measurements).map(([name, value]) =>
            text.layout(
              `${measurementName(name, data.language)}: ${formatMeasurement(value, line.measurementUnit, { labels: labels.units })}`,
              detailStyle,
              cellWidth,
            ),
          )
        : [];
    const gridRows: (typeof cells)[] = [];
    for (let i = 0; i < cells.length; i += cellsPerRow)
      gridRows.push(cells.slice(i, i + cellsPerRow));
    const extras =
      copy === 'shop'
        ? [
            line.note ? labels.note(line.note) : null,
            line.assignee ? labels.tailor(line.assignee) : null,
          ].filter((t): t is string => t !== null)
        : [];
    const extraLines = extras.map((t) => text.layout(t, detailStyle, item.width));

    const detailLineHeight = text.lineHeight(detailSize);
    const gridHeight = gridRows.reduce(
      (sum, row) => sum + Math.max(...row.map((c) => c.length)) * detailLineHeight,
      0,
    );
    const extrasHeight = extraLines.reduce((sum, l) => sum + l.length * detailLineHeight, 0);
    const rowHeight = 6 + nameLines.length * text.lineHeight(size) + gridHeight + extrasHeight + 6;

    if (sheet.ensureSpace(rowHeight)) drawHeader();
    const top = sheet.y + 6;
    sheet.write(String(index + 1), { ...numberColumn, size }, top);
    sheet.write(
      formatRupees(line.price, { decimals: true }),
      { ...priceColumn, size, align: 'right' },
      top,
    );
    let y = top + text.drawLines(nameLines, { ...item, ...nameStyle, y: top });
    for (const row of gridRows) {
      row.forEach((cell, column) =>
        text.drawLines(cell, {
          ...detailStyle,
          x: item.x + column * (cellWidth + cellGap),
          y,
          width: cellWidth,
        }),
      );
      y += Math.max(...row.map((c) => c.length)) * detailLineHeight;
    }
    for (const lines of extraLines) y += text.drawLines(lines, { ...detailStyle, ...item, y });
    sheet.y += rowHeight;
    sheet.rule(sheet.y);
  });
  sheet.y += 4;
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
    data.taxInvoice ? GST_LABELS[data.language].taxInvoice : labels.bill,
    copy === 'shop' ? labels.shopCopy : labels.customerCopy,
  );
  const contact = [formatPhoneDisplay(data.customer.mobileNo), data.customer.address].filter(
    (l): l is string => Boolean(l),
  );
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

/** The payment receipt of an order (receipt_{id}.pdf): what was received, when and how. */
export function renderReceiptPdf(options: { data: BillData; fonts: PdfFonts }): Promise<Buffer> {
  const { data, fonts } = options;
  const labels = BILL_LABELS[data.language];
  const sheet = new Sheet(fonts, data, labels.receiptTitle(data.billNumber, data.shop.name));
  sheet.header(
    data.taxInvoice ? GST_LABELS[data.language].taxInvoice : labels.receipt,
    labels.paymentReceipt,
  );
  sheet.parties(
    labels.receivedFrom,
    [formatPhoneDisplay(data.customer.mobileNo)],
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
