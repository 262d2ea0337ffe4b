import { languageOrEnglish } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import type { TagSheet } from '@tailor/shared/garments-rules';
import { TAG_LABELS } from '@tailor/shared/locales/documents/tag-labels';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { and, asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client';
import { selectOrdersWithShop } from '../../db/order-joins';
import { customers } from '../../db/schema/customers';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import type { PdfFile } from '../../lib/pdf-file';
import { loadPdfFonts } from '../../lib/pdf-fonts';
import { NO_DEFAULT_FONT, PdfText } from '../../lib/pdf-text';
import { QR_QUIET_ZONE, qrCode } from '../../lib/qr-code';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { orderReachableBy } from './core/order-access';
import { firstNameOf } from './garments.service';

/** Millimetres in PDF points. */
const MM = 72 / 25.4;

/**
 * The papers tags are printed on. A4: the common sheet of 24 labels, 3 across and 8 down, each
 * 70 × 37 mm, edge to edge (half a millimetre from the top). Thermal: a 58 mm roll, one label of
 * 58 × 40 mm a garment, each its own page, which thermal printers cut or tear between.
 */
const PAPERS = {
  a4: {
    page: [210 * MM, 297 * MM] as [number, number],
    label: { width: 70 * MM, height: 37 * MM },
    across: 3,
    down: 8,
    top: 0.5 * MM,
  },
  thermal58: {
    page: [58 * MM, 40 * MM] as [number, number],
    label: { width: 58 * MM, height: 40 * MM },
    across: 1,
    down: 1,
    top: 0,
  },
} as const;

/** The garment's address its QR holds: a phone's camera opens it, the app shows the garment. */
export function garmentAddress(publicUrl: string, tagCode: string): string {
  return `${publicUrl}/g/${tagCode}`;
}

interface Tag {
  tagCode: string;
  garment: string;
}

/**
 * GET /orders/{orderId}/tags.pdf: a tag for each garment of the order, on the shop's tag paper, in
 * its customer language: shop, order number, customer's first name, garment, due date, and the QR
 * of the garment's address with its code written below, for a hand to type when a camera cannot.
 */
export async function createTagSheetPdf(options: {
  db: Database;
  publicUrl: string;
  caller: StoreAuthContext;
  orderId: string;
}): Promise<PdfFile> {
  const { db, caller, orderId } = options;
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [order] = await selectOrdersWithShop(db, {
    orderNumber: orders.orderNumber,
    dueDate: orders.dueDate,
    customerName: customers.name,
    shopName: stores.shopName,
    prefix: stores.orderNumberPrefix,
    language: stores.customerMessageLanguage,
    tagSheet: stores.tagSheet,
    timeZone: stores.timeZone,
  }).where(and(eq(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const tags: Tag[] = await db
    .select({ tagCode: orderProducts.tagCode, garment: orderProducts.name })
    .from(orderProducts)
    .where(and(eq(orderProducts.storeId, caller.store_id), eq(orderProducts.orderId, orderId)))
    .orderBy(asc(orderProducts.position));

  const language = languageOrEnglish(order.language);
  const labels = TAG_LABELS[language];
  const number = formatOrderNumber(order.prefix, order.orderNumber);
  const paper = PAPERS[order.tagSheet as TagSheet] ?? PAPERS.a4;
  const fonts = await loadPdfFonts();
  const doc = new PDFDocument({
    size: paper.page,
    margin: 0,
    font: NO_DEFAULT_FONT,
    autoFirstPage: false,
    lang: `${language}-IN`,
    displayTitle: true,
    info: { Title: labels.title(number, order.shopName) },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = new PdfText(doc, fonts);
  const lines = {
    shop: order.shopName,
    order: `${labels.order(number)} · ${firstNameOf(order.customerName)}`,
    due: labels.due(formatDayMonthYear(order.dueDate, { language, timeZone: order.timeZone })),
  };
  const perPage = paper.across * paper.down;
  tags.forEach((tag, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size: paper.page, margin: 0 });
    const x = (slot % paper.across) * paper.label.width;
    const y = paper.top + Math.floor(slot / paper.across) * paper.label.height;
    drawTag(text, { x, y, ...paper.label }, tag, lines, options.publicUrl);
  });
  doc.end();
  return { fileName: `tags_${number}.pdf`, pdf: await finished };
}

/** One label: the QR on the left, the words on the right, all inside a 3 mm margin. */
function drawTag(
  text: PdfText,
  box: { x: number; y: number; width: number; height: number },
  tag: Tag,
  lines: { shop: string; order: string; due: string },
  publicUrl: string,
) {
  const { doc } = text;
  const margin = 3 * MM;
  const code = qrCode(garmentAddress(publicUrl, tag.tagCode));
  const modules = code.size + 2 * QR_QUIET_ZONE;
  // The QR as large as the label's height allows, with room for its code written below.
  const side = box.height - 2 * margin - 9;
  const moduleSize = side / modules;
  const left = box.x + margin;
  const top = box.y + margin;
  code.rows.forEach((runs, row) => {
    for (const [column, length] of runs)
      doc.rect(
        left + (column + QR_QUIET_ZONE) * moduleSize,
        top + (row + QR_QUIET_ZONE) * moduleSize,
        length * moduleSize,
        moduleSize,
      );
  });
  doc.fill('#000000');
  text.write(tag.tagCode, {
    x: left,
    y: top + side,
    width: side,
    size: 7.5,
    weight: 'bold',
    align: 'center',
  });
  const x = left + side + 2 * MM;
  const width = box.x + box.width - margin - x;
  let y = top + 1;
  y += text.write(lines.shop, { x, y, width, size: 7, color: '#444444' });
  y += text.write(tag.garment, { x, y, width, size: 10, weight: 'bold' });
  y += text.write(lines.order, { x, y, width, size: 8 });
  text.write(lines.due, { x, y, width, size: 8 });
}
