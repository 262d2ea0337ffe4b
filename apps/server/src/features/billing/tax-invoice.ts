import { SHOP_TIME_ZONE } from '@tailor/shared/constants';
import { isoDateInZone } from '@tailor/shared/dates';
import {
  financialYearOf,
  formatInvoiceNumber,
  GST_STATE_CODES,
  gstStateNamed,
  gstStateOfGstin,
  placeOfSupply,
  type GstState,
} from '@tailor/shared/gst';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gstInvoices, gstInvoiceSeries } from '../../db/schema/gst-invoices';
import { orders } from '../../db/schema/orders';
import { lookupPincode, type PincodeDirectory } from '../pincodes';

/** An order's tax invoice as the bill prints it. */
export interface TaxInvoice {
  /** '2026-27/0001' */
  number: string;
  /** YYYY-MM-DD, India time. */
  date: string;
  gstin: string;
  ratePercent: number;
  /** The shop's state: the GSTIN's state code. */
  shopState: GstState;
  placeOfSupply: GstState;
  /** IGST instead of CGST + SGST. */
  interState: boolean;
}

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

function toTaxInvoice(row: typeof gstInvoices.$inferSelect, shopState: GstState): TaxInvoice {
  const placeName = GST_STATE_CODES[row.placeOfSupply] ?? shopState.name;
  return {
    number: formatInvoiceNumber(row.financialYear, row.serial),
    date: row.invoiceDate,
    gstin: row.gstin,
    ratePercent: row.gstRate,
    shopState,
    placeOfSupply: { code: row.placeOfSupply, name: placeName },
    interState: row.placeOfSupply !== shopState.code,
  };
}

/** The order's tax invoice if one was issued, without issuing one. */
export async function findTaxInvoice(db: Database, orderId: string): Promise<TaxInvoice | null> {
  const [row] = await db.select().from(gstInvoices).where(eq(gstInvoices.orderId, orderId));
  return row ? toTaxInvoice(row, gstStateOfGstin(row.gstin)!) : null;
}

/**
 * The order's tax invoice, issued now if it has none. An order is invoiced the first time any of
 * its bills (shop copy, customer copy, receipt) is made while the shop has a GSTIN: that is when
 * the shop bills the customer, and the number, date, GSTIN, rate and place of supply are kept, so
 * every reprint is the same invoice (Rule 46 wants one invoice per supply, not one per print).
 * Taking the number when the order is created instead would burn numbers on orders cancelled
 * before billing and on shops that set their GSTIN later.
 *
 * The serial is the shop's next in the financial year of the invoice date (India time), taken in
 * one transaction that first locks the order: two prints at once wait for each other and the
 * second finds the first's invoice, and the series row's lock orders invoices across servers, so
 * serials are gapless and never repeat (a rolled-back invoice gives its serial back).
 */
export async function issueTaxInvoice(options: {
  db: Database;
  storeId: string;
  orderId: string;
  gstin: string;
  ratePercent: number;
  customerState: GstState | null;
  now: Date;
}): Promise<TaxInvoice> {
  const { db, storeId, orderId, gstin, ratePercent, customerState, now } = options;
  const shopState = gstStateOfGstin(gstin);
  if (!shopState) throw new Error(`GSTIN without a state code: ${gstin}`);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
      .for('no key update');
    const [existing] = await tx.select().from(gstInvoices).where(eq(gstInvoices.orderId, orderId));
    if (existing) return toTaxInvoice(existing, gstStateOfGstin(existing.gstin)!);

    const invoiceDate = isoDateInZone(now, SHOP_TIME_ZONE);
    const financialYear = financialYearOf(invoiceDate);
    const [series] = await tx
      .insert(gstInvoiceSeries)
      .values({ storeId, financialYear, lastSerial: 1 })
      .onConflictDoUpdate({
        target: [gstInvoiceSeries.storeId, gstInvoiceSeries.financialYear],
        set: { lastSerial: sql`${gstInvoiceSeries.lastSerial} + 1` },
      })
      .returning({ serial: gstInvoiceSeries.lastSerial });
    const [row] = await tx
      .insert(gstInvoices)
      .values({
        orderId,
        storeId,
        financialYear,
        serial: series!.serial,
        invoiceDate,
        gstin,
        gstRate: ratePercent,
        placeOfSupply: placeOfSupply(shopState, customerState).place.code,
      })
      .returning();
    return toTaxInvoice(row!, shopState);
  });
}
