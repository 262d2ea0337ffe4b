import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import { isoDateInZone } from '@tailor/shared/dates';
import {
  financialYearOf,
  formatDocumentNumber,
  formatNoteNumber,
  GST_STATE_CODES,
  gstStateNamed,
  gstStateOfGstin,
  placeOfSupply,
  splitNote,
  splitTaxInclusive,
  TAILORING_SAC,
  type GstDocumentKind,
  type GstDocumentLine,
  type GstNoteKind,
  type GstNoteReason,
  type GstSplit,
  type GstState,
} from '@tailor/shared/gst';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import {
  gstInvoices,
  gstInvoiceSeries,
  gstNotes,
  gstNoteSeries,
} from '../../db/schema/gst-invoices';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { lookupPincode, type PincodeDirectory } from '../pincodes';
import { rowsOfOrder, sameShopRow } from '../../db/shop-joins';

/** A credit or debit note against an order's invoice, as its record keeps it. */
export interface TaxNote {
  kind: GstNoteKind;
  /** 'CN/2026-27/0001' */
  number: string;
  /** YYYY-MM-DD, India time. */
  date: string;
  reason: GstNoteReason;
  /** The invoice's value with every earlier note, and with this one; tax-inclusive. */
  valueBeforePaise: number;
  valueAfterPaise: number;
  /** The difference, never negative; its parts add up to it to the paisa. */
  amountPaise: number;
  split: GstSplit;
  lines: GstDocumentLine[];
}

/** An order's tax invoice as issued, with the notes issued against it since, oldest first. */
export interface TaxInvoice {
  /** A tax invoice, or a composition shop's bill of supply (no tax charged: rate 0). */
  kind: GstDocumentKind;
  /** '2026-27/0001', a bill of supply 'BOS/2026-27/0001' */
  number: string;
  /** The SAC/HSN code as printed on it. */
  sacCode: string;
  /** The customer's GSTIN it was issued to: a B2B invoice; null for a consumer. */
  customerGstin: string | null;
  /** YYYY-MM-DD, India time. */
  date: string;
  gstin: string;
  ratePercent: number;
  /** The shop's state: the GSTIN's state code. */
  shopState: GstState;
  placeOfSupply: GstState;
  /** IGST instead of CGST + SGST. */
  interState: boolean;
  /** The customer's name on the invoice. */
  customerName: string;
  lines: GstDocumentLine[];
  /** Tax-inclusive, as the shop quoted it. */
  totalPaise: number;
  split: GstSplit;
  notes: TaxNote[];
}

type InvoiceRow = typeof gstInvoices.$inferSelect;
type NoteRow = typeof gstNotes.$inferSelect;

const PINCODE_IN_TEXT = /(?<!\d)[1-9]\d{5}(?!\d)/g;

/**
 * The customer's state, when their address on record ends with a pincode the directory knows
 * ('… Panaji, Goa 403001'); null otherwise, and the bill then supplies in the shop's state.
 */
export function customerGstState(
  address: string | null,
  pincodes: PincodeDirectory,
): GstState | null {
  const candidates = address?.match(PINCODE_IN_TEXT);
  if (!candidates) return null;
  const found = lookupPincode(pincodes, candidates[candidates.length - 1]!);
  return gstStateNamed(found?.state);
}

const interStateOf = (row: InvoiceRow) => row.placeOfSupply !== gstStateOfGstin(row.gstin)!.code;

function toTaxNote(row: NoteRow): TaxNote {
  return {
    kind: row.kind,
    number: formatNoteNumber(row.kind, row.financialYear, row.serial),
    date: row.noteDate,
    reason: row.reason,
    valueBeforePaise: row.valueBeforePaise,
    valueAfterPaise: row.valueAfterPaise,
    amountPaise: row.amountPaise,
    split: {
      taxablePaise: row.taxablePaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      taxPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
    },
    lines: row.lines,
  };
}

/** The invoice as its record keeps it; `row` has been recorded (recordedInvoice). */
function toTaxInvoice(row: InvoiceRow, notes: NoteRow[]): TaxInvoice {
  const shopState = gstStateOfGstin(row.gstin)!;
  const placeName = GST_STATE_CODES[row.placeOfSupply] ?? shopState.name;
  return {
    kind: row.documentKind,
    number: formatDocumentNumber(row.documentKind, row.financialYear, row.serial),
    sacCode: row.sacCode ?? TAILORING_SAC,
    customerGstin: row.customerGstin,
    date: row.invoiceDate,
    gstin: row.gstin,
    ratePercent: row.gstRate,
    shopState,
    placeOfSupply: { code: row.placeOfSupply, name: placeName },
    interState: interStateOf(row),
    customerName: row.customerName!,
    lines: row.lines!,
    totalPaise: row.totalPaise!,
    split: {
      taxablePaise: row.taxablePaise!,
      cgstPaise: row.cgstPaise!,
      sgstPaise: row.sgstPaise!,
      igstPaise: row.igstPaise!,
      taxPaise: row.cgstPaise! + row.sgstPaise! + row.igstPaise!,
    },
    notes: notes.map(toTaxNote),
  };
}

/** An order of a shop: every read below names the shop beside the order. */
interface ShopOrder {
  storeId: string;
  orderId: string;
}

function notesOf(db: DbOrTx, { storeId, orderId }: ShopOrder): Promise<NoteRow[]> {
  return db
    .select()
    .from(gstNotes)
    .where(rowsOfOrder(gstNotes, { storeId, orderId }))
    .orderBy(asc(gstNotes.createdAt), asc(gstNotes.kind), asc(gstNotes.serial));
}

/** The order's lines and total now, with its customer's name and whether it is cancelled. */
async function orderAsItIs(db: DbOrTx, { storeId, orderId }: ShopOrder) {
  const [[order], lines] = await Promise.all([
    db
      .select({
        totalPaise: orders.totalPaise,
        status: orders.status,
        customerName: customers.name,
      })
      .from(orders)
      .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId))),
    db
      .select({
        productId: orderProducts.id,
        name: orderProducts.name,
        pricePaise: orderProducts.pricePaise,
      })
      .from(orderProducts)
      .where(rowsOfOrder(orderProducts, { storeId, orderId }))
      .orderBy(asc(orderProducts.position)),
  ]);
  return {
    totalPaise: order!.totalPaise,
    cancelled: order!.status === 'Cancelled',
    customerName: order!.customerName,
    lines: lines.map((line): GstDocumentLine => ({ ...line, quantity: 1 })),
  };
}

/** What an invoice of `totalPaise` records, split by its rate and place of supply. */
function invoicedValues(
  invoice: { gstRate: number; interState: boolean },
  order: Awaited<ReturnType<typeof orderAsItIs>>,
) {
  const split = splitTaxInclusive({
    totalPaise: order.totalPaise,
    ratePercent: invoice.gstRate,
    interState: invoice.interState,
  });
  return {
    customerName: order.customerName,
    lines: order.lines,
    totalPaise: order.totalPaise,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
  };
}

/**
 * The invoice's record, completed from the order as it is now when it lacks what was invoiced:
 * only an invoice issued before migration 0020 and restored from an older export does (the
 * migration recorded the others). Call it before the order changes, in the order's transaction.
 */
async function recordedInvoice(tx: DbOrTx, row: InvoiceRow): Promise<InvoiceRow> {
  if (row.totalPaise !== null && row.lines !== null) return row;
  const values = invoicedValues(
    { gstRate: row.gstRate, interState: interStateOf(row) },
    await orderAsItIs(tx, row),
  );
  const [recorded] = await tx
    .update(gstInvoices)
    .set(values)
    .where(rowsOfOrder(gstInvoices, { storeId: row.storeId, orderId: row.orderId }))
    .returning();
  return recorded!;
}

async function invoiceRowOf(
  db: DbOrTx,
  { storeId, orderId }: ShopOrder,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(gstInvoices)
    .where(rowsOfOrder(gstInvoices, { storeId, orderId }));
  return row;
}

/** Whether the order has a tax invoice; a read only. */
export async function hasTaxInvoice(db: DbOrTx, order: ShopOrder): Promise<boolean> {
  return (await invoiceRowOf(db, order)) !== undefined;
}

/** The order's tax invoice, as issued and with its notes, if one was issued; issues nothing. */
async function findTaxInvoice(db: DbOrTx, order: ShopOrder): Promise<TaxInvoice | null> {
  const [row, notes] = await Promise.all([invoiceRowOf(db, order), notesOf(db, order)]);
  return row ? toTaxInvoice(await recordedInvoice(db, row), notes) : null;
}

/**
 * The next serial of a series row, taken by updating it inside the caller's transaction:
 * concurrent servers queue on its lock and a rolled-back document gives its serial back, so a
 * series has no gaps and no repeats.
 */
async function nextInvoiceSerial(
  tx: DbOrTx,
  storeId: string,
  documentKind: GstDocumentKind,
  financialYear: number,
) {
  const [series] = await tx
    .insert(gstInvoiceSeries)
    .values({ storeId, documentKind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [
        gstInvoiceSeries.storeId,
        gstInvoiceSeries.documentKind,
        gstInvoiceSeries.financialYear,
      ],
      set: { lastSerial: sql`${gstInvoiceSeries.lastSerial} + 1` },
    })
    .returning({ serial: gstInvoiceSeries.lastSerial });
  return series!.serial;
}

async function nextNoteSerial(
  tx: DbOrTx,
  storeId: string,
  kind: GstNoteKind,
  financialYear: number,
) {
  const [series] = await tx
    .insert(gstNoteSeries)
    .values({ storeId, kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [gstNoteSeries.storeId, gstNoteSeries.kind, gstNoteSeries.financialYear],
      set: { lastSerial: sql`${gstNoteSeries.lastSerial} + 1` },
    })
    .returning({ serial: gstNoteSeries.lastSerial });
  return series!.serial;
}

/**
 * Keeps the order's invoice as issued before the order changes: completes a record that lacks
 * what was invoiced (recordedInvoice). Nothing when the order has no invoice. Run it in the
 * order's transaction, after locking the order and before changing it.
 */
export async function keepTaxInvoiceAsIssued(tx: DbOrTx, order: ShopOrder): Promise<void> {
  const row = await invoiceRowOf(tx, order);
  if (row) await recordedInvoice(tx, row);
}

/**
 * Issues the note that brings the order's invoice, with its earlier notes, to the order's value
 * now: a debit note when it went up, a credit note when it went down, and for a cancelled order a
 * credit note for all that is left, so the invoice stays in its series and nets to nothing.
 * Nothing when the order has no invoice or its value is what was invoiced. The note is dated
 * `now` (India time) and numbered the next in its kind's series of that financial year.
 *
 * Run it in the transaction that changed the order, with the order locked: the note lands with
 * the change or not at all, and two changes of one order take their notes one after the other.
 */
export async function adjustTaxInvoice(
  tx: DbOrTx,
  options: { storeId: string; orderId: string; now: Date },
): Promise<void> {
  const { storeId, orderId, now } = options;
  const row = await invoiceRowOf(tx, options);
  if (!row) return;
  const invoice = await recordedInvoice(tx, row);
  const [order, notes] = await Promise.all([orderAsItIs(tx, options), notesOf(tx, options)]);
  const beforePaise = notes.reduce(
    (value, note) => value + (note.kind === 'debit' ? note.amountPaise : -note.amountPaise),
    invoice.totalPaise!,
  );
  const afterPaise = order.cancelled ? 0 : order.totalPaise;
  const note = splitNote({
    beforePaise,
    afterPaise,
    ratePercent: invoice.gstRate,
    interState: interStateOf(invoice),
  });
  if (!note) return;
  const noteDate = isoDateInZone(now, SHOP_TIME_ZONE);
  const financialYear = financialYearOf(noteDate);
  await tx.insert(gstNotes).values({
    orderId,
    storeId,
    kind: note.kind,
    financialYear,
    serial: await nextNoteSerial(tx, storeId, note.kind, financialYear),
    noteDate,
    reason: order.cancelled ? 'cancelled' : 'revised',
    valueBeforePaise: beforePaise,
    valueAfterPaise: afterPaise,
    amountPaise: note.amountPaise,
    taxablePaise: note.split.taxablePaise,
    cgstPaise: note.split.cgstPaise,
    sgstPaise: note.split.sgstPaise,
    igstPaise: note.split.igstPaise,
    lines: order.lines,
  });
}

/**
 * The order's tax invoice for a bill: issued now if it has none and `issue` is given (the shop has
 * a GSTIN and the order is not cancelled), with its notes brought up to date; null when it has none
 * and none is issued. An order is invoiced the first time any of its bills (shop copy, customer
 * copy, receipt) is made while the shop has a GSTIN: that is when the shop bills the customer, and
 * the number, date, GSTIN, rate, place of supply and what was invoiced are kept, so every reprint
 * is the same invoice (Rule 46 wants one invoice per supply, not one per print). Taking the number
 * when the order is created instead would burn numbers on orders cancelled before billing and on
 * shops that set their GSTIN later.
 *
 * Edits and cancellations issue their notes as they happen (adjustTaxInvoice); a change of value
 * made elsewhere (an alteration's final total) gets its note here, at the next bill.
 *
 * All in one transaction that first locks the order: two prints at once wait for each other and
 * the second finds the first's invoice, and the series row's lock orders invoices across servers,
 * so serials are gapless and never repeat (a rolled-back invoice gives its serial back).
 */
export async function settleTaxInvoice(options: {
  db: Database;
  storeId: string;
  orderId: string;
  issue: TaxInvoiceIssue | null;
  now: Date;
}): Promise<TaxInvoice | null> {
  const { db, storeId, orderId, issue, now } = options;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
      .for('no key update');
    const existing = await invoiceRowOf(tx, { storeId, orderId });
    if (!existing) {
      if (!issue) return null;
      await issueTaxInvoice(tx, { storeId, orderId, ...issue, now });
    }
    await adjustTaxInvoice(tx, { storeId, orderId, now });
    return findTaxInvoice(tx, { storeId, orderId });
  });
}

/** What a new invoice is issued with: the shop's regime, GSTIN, rate and code, and its customer. */
export interface TaxInvoiceIssue {
  kind: GstDocumentKind;
  gstin: string;
  /** The GST rate of a tax invoice; a bill of supply charges none. */
  ratePercent: number;
  /** The code as printed: 4 or 6 digits (printedSacCode). */
  sacCode: string;
  /** The customer's state from their address, when known. */
  customerState: GstState | null;
  /** A business customer's GSTIN: its state is the place of supply (section 12(2)(a) IGST Act). */
  customerGstin: string | null;
}

async function issueTaxInvoice(
  tx: DbOrTx,
  options: TaxInvoiceIssue & { storeId: string; orderId: string; now: Date },
): Promise<void> {
  const { storeId, orderId, kind, gstin, sacCode, customerGstin, now } = options;
  const shopState = gstStateOfGstin(gstin);
  if (!shopState) throw new Error(`GSTIN without a state code: ${gstin}`);
  const customerState =
    (customerGstin ? gstStateOfGstin(customerGstin) : null) ?? options.customerState;
  const supply = placeOfSupply(shopState, customerState);
  // A composition shop may not collect tax (section 10(4)): its bill's value is all turnover.
  const ratePercent = kind === 'bill_of_supply' ? 0 : options.ratePercent;
  const invoiceDate = isoDateInZone(now, SHOP_TIME_ZONE);
  const financialYear = financialYearOf(invoiceDate);
  await tx.insert(gstInvoices).values({
    orderId,
    storeId,
    documentKind: kind,
    financialYear,
    serial: await nextInvoiceSerial(tx, storeId, kind, financialYear),
    invoiceDate,
    gstin,
    gstRate: ratePercent,
    sacCode,
    customerGstin,
    placeOfSupply: supply.place.code,
    ...invoicedValues(
      { gstRate: ratePercent, interState: supply.interState },
      await orderAsItIs(tx, { storeId, orderId }),
    ),
  });
}
