import { formatDayMonthYear } from '@tailor/shared/dates';
import { PUBLIC_TEXTS } from '@tailor/shared/locales/public/all';
import { fillText } from '@tailor/shared/locales/public/texts';
import { amountInWords } from '@tailor/shared/amount-in-words';
import { formatRupees } from '@tailor/shared/money';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import PDFDocument from 'pdfkit';
import { QR_QUIET_ZONE, qrCode } from '../../lib/qr-code';
import { BILL_LABELS, type BillLabels } from '@tailor/shared/locales/documents/bill-labels';
import { GST_LABELS } from '@tailor/shared/locales/documents/gst-labels';
import type { PdfFonts } from '../../lib/pdf-fonts';
import { NO_DEFAULT_FONT, PdfText, type TextStyle } from '../../lib/pdf-text';
import type { BillData } from './bill-data';

const MARGIN = 40;
const FOOTER_HEIGHT = 28;
export const COLOR = {
  text: '#111111',
  muted: '#5f6368',
  rule: '#d5d8dc',
  band: '#f1f3f4',
} as const;

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
export class Sheet {
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
    if (this.data.taxInvoice?.kind === 'bill_of_supply') this.compositionLegend();
    this.rule();
    this.y += 12;
  }

  /** A bill of supply's legend (Rule 5(1)(g)): in English, as the rule words it, and in the shop's language. */
  private compositionLegend() {
    const { language } = this.data;
    const legends = [GST_LABELS.en.compositionLegend];
    if (language !== 'en') legends.push(GST_LABELS[language].compositionLegend);
    for (const legend of legends)
      this.y += this.write(legend, { x: this.left, width: this.width, size: 9.5, weight: 'bold' });
    this.y += 6;
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
    const taxed = this.data.taxInvoice?.kind !== 'bill_of_supply';
    const texts: [string, TextStyle, number][] = [
      ...(taxed ? [[labels.pricesIncludeGst, muted, 6] as [string, TextStyle, number]] : []),
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
