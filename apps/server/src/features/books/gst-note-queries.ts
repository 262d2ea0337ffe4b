import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { gstInvoices, gstNotes } from '../../db/schema/gst-invoices';

/** A credit or debit note joined to the invoice it is against (its order's, in its shop). */
export const invoiceOfNote: SQL = and(
  eq(gstInvoices.orderId, gstNotes.orderId),
  eq(gstInvoices.storeId, gstNotes.storeId),
)!;

/** A shop's notes issued from `from` to `to` (ISO dates, both included). */
export function notesIssuedIn(storeId: string, from: string, to: string): SQL {
  return and(
    eq(gstNotes.storeId, storeId),
    gte(gstNotes.noteDate, from),
    lte(gstNotes.noteDate, to),
  )!;
}
