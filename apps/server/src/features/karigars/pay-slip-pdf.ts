import type { Language } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import type { KarigarLedger, LedgerEntry } from '@tailor/shared/karigars';
import { formatRupees } from '@tailor/shared/money';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { garmentName } from '@tailor/shared/template-names';
import PDFDocument from 'pdfkit';
import type { PdfFonts } from '../../lib/pdf-fonts';
import { NO_DEFAULT_FONT, PdfText } from '../../lib/pdf-text';
import {
  PAY_SLIP_LABELS,
  type PaySlipLabels,
} from '@tailor/shared/locales/documents/pay-slip-labels';

/** What a pay slip shows besides the ledger: the shop, the karigar's phone, when it was made. */
export interface PaySlipData {
  shop: { name: string; address: string; phone: string | null; timeZone: string };
  phone: string | null;
  ledger: KarigarLedger;
  language: Language;
  generatedAt: Date;
}

const MARGIN = 40;
const COLOR = { text: '#111111', muted: '#5f6368', rule: '#d5d8dc', band: '#f1f3f4' } as const;

function entryDetails(entry: LedgerEntry, labels: PaySlipLabels, language: Language): string {
  const parts = [labels.kinds[entry.kind]];
  if (entry.garment) parts.push(garmentName(entry.garment, language));
  if (entry.stage && entry.stage !== 'completed') parts.push(labels.steps[entry.stage]);
  if (entry.order_number) parts.push(labels.order(entry.order_number));
  if (entry.method) parts.push(labels.methods[entry.method]);
  if (entry.note) parts.push(entry.note);
  return parts.join(' · ');
}

/**
 * A karigar's pay slip for a period, on A4 in the shop's language: the shop, the karigar and the
 * period; owed at the start, earned, paid and owed at the end; then every entry of the period.
 */
export function renderPaySlipPdf(options: { data: PaySlipData; fonts: PdfFonts }): Promise<Buffer> {
  const { data, fonts } = options;
  const { ledger, language } = data;
  const labels = PAY_SLIP_LABELS[language];
  const day = (iso: string) => formatDayMonthYear(iso, { language, timeZone: data.shop.timeZone });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: NO_DEFAULT_FONT,
    lang: `${language}-IN`,
    displayTitle: true,
    info: {
      Title: labels.docTitle(ledger.employee.name, data.shop.name),
      Author: data.shop.name,
      Creator: 'Tailor Shop Manager',
      CreationDate: data.generatedAt,
      ModDate: data.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = new PdfText(doc, fonts);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;
  const write = (
    value: string,
    box: {
      x: number;
      width: number;
      size: number;
      weight?: 'regular' | 'bold';
      color?: string;
      align?: 'left' | 'right' | 'center';
    },
    at = y,
  ) => text.write(value, { color: COLOR.text, ...box, y: at });
  const rule = (at: number) =>
    doc
      .moveTo(left, at)
      .lineTo(left + width, at)
      .lineWidth(0.75)
      .strokeColor(COLOR.rule)
      .stroke();

  // Header: the shop on the left, the title and period on the right.
  const half = width * 0.6;
  let leftY = y;
  leftY += write(data.shop.name, { x: left, width: half, size: 17, weight: 'bold' }, leftY);
  leftY += write(data.shop.address, { x: left, width: half, size: 9.5, color: COLOR.muted }, leftY);
  if (data.shop.phone)
    leftY += write(
      labels.phone(formatPhoneDisplay(data.shop.phone)),
      { x: left, width: half, size: 9.5, color: COLOR.muted },
      leftY,
    );
  const rightX = left + half + 10;
  const rightWidth = width - half - 10;
  let rightY = y;
  rightY += write(
    labels.title,
    { x: rightX, width: rightWidth, size: 17, weight: 'bold', align: 'right' },
    rightY,
  );
  rightY += write(
    labels.period(day(ledger.from), day(ledger.to)),
    { x: rightX, width: rightWidth, size: 9.5, color: COLOR.muted, align: 'right' },
    rightY,
  );
  y = Math.max(leftY, rightY) + 8;
  rule(y);
  y += 12;

  // The karigar.
  y += write(labels.employee, { x: left, width, size: 9, color: COLOR.muted });
  y += write(ledger.employee.name, { x: left, width, size: 13, weight: 'bold' });
  if (data.phone)
    y += write(labels.phone(formatPhoneDisplay(data.phone)), {
      x: left,
      width,
      size: 9.5,
      color: COLOR.muted,
    });
  y += 10;

  // The sums, as a band of four figures.
  const { sums } = ledger;
  const owedLabel = sums.owed < 0 ? labels.advance : labels.owed;
  const figures: [string, string][] = [
    [labels.opening, formatRupees(sums.opening)],
    [`${labels.earned} (${labels.garments(sums.garments)})`, formatRupees(sums.earned)],
    [labels.paid, formatRupees(sums.paid)],
    [owedLabel, formatRupees(Math.abs(sums.owed))],
  ];
  const cell = width / figures.length;
  const bandTop = y;
  doc.rect(left, bandTop, width, 52).fill(COLOR.band);
  figures.forEach(([label, value], index) => {
    const x = left + index * cell + 8;
    const labelHeight = write(
      label,
      { x, width: cell - 16, size: 8.5, color: COLOR.muted },
      bandTop + 6,
    );
    write(
      value,
      { x, width: cell - 16, size: 13, weight: 'bold' },
      bandTop + 6 + Math.min(labelHeight, 24),
    );
  });
  y = bandTop + 52 + 16;

  // The entries.
  const dateWidth = 80;
  const amountWidth = 90;
  const detailsWidth = width - dateWidth - amountWidth - 16;
  const heading = () => {
    write(labels.date, { x: left, width: dateWidth, size: 9, weight: 'bold', color: COLOR.muted });
    write(labels.details, {
      x: left + dateWidth + 8,
      width: detailsWidth,
      size: 9,
      weight: 'bold',
      color: COLOR.muted,
    });
    y += write(labels.amount, {
      x: left + width - amountWidth,
      width: amountWidth,
      size: 9,
      weight: 'bold',
      color: COLOR.muted,
      align: 'right',
    });
    rule(y + 2);
    y += 6;
  };
  heading();
  if (ledger.entries.length === 0) {
    y += write(labels.noEntries, { x: left, width, size: 10, color: COLOR.muted });
  }
  for (const entry of ledger.entries) {
    const details = entryDetails(entry, labels, language);
    const height = text.lineHeight(10) * text.layout(details, { size: 10 }, detailsWidth).length;
    if (y + height > bottom - 40) {
      doc.addPage();
      y = MARGIN;
      heading();
    }
    write(day(entry.date), { x: left, width: dateWidth, size: 10 });
    write(details, { x: left + dateWidth + 8, width: detailsWidth, size: 10 });
    // Signed as the entry moves what is owed: work adds, a payment takes away.
    const paidSide = entry.kind === 'payout' || entry.kind === 'payout_reversal';
    const effect = paidSide ? -entry.amount : entry.amount;
    write(`${effect < 0 ? '−' : '+'} ${formatRupees(Math.abs(effect))}`, {
      x: left + width - amountWidth,
      width: amountWidth,
      size: 10,
      align: 'right',
    });
    y += height + 4;
  }

  // Signature and the day it was made.
  if (y + 70 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 40;
  doc
    .moveTo(left + width - 160, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.muted)
    .stroke();
  write(
    labels.signature,
    {
      x: left + width - 160,
      width: 160,
      size: 9,
      color: COLOR.muted,
      align: 'center',
    },
    y + 4,
  );
  write(
    labels.generated(day(data.generatedAt.toISOString())),
    { x: left, width: width - 170, size: 8, color: COLOR.muted },
    y + 4,
  );
  doc.end();
  return finished;
}
