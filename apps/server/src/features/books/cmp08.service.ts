import { quarterRange, type Cmp08 } from '@tailor/shared/books';
import { compositionTax } from '@tailor/shared/gst';
import { paiseToRupees } from '@tailor/shared/money';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gstInvoices, gstNotes } from '../../db/schema/gst-invoices';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import { invoiceOfNote, notesIssuedIn } from './gst-note-queries';

/**
 * GET /reports/cmp08: a composition shop's quarter for CMP-08: the value of its bills of supply
 * dated in the quarter, with the debit notes of the quarter against bills of supply added and
 * the credit notes taken off, and the tax at its composition rate on that turnover, half CGST and
 * half SGST. The rate is the shop's now; a shop that changed it mid-quarter files by hand.
 */
export async function getCmp08(options: {
  db: Database;
  storeId: string;
  financialYear: number;
  quarter: number;
}): Promise<Cmp08> {
  const { db, storeId, financialYear, quarter } = options;
  const { from, to } = quarterRange(financialYear, quarter);
  const [[store], [bills], [notes]] = await Promise.all([
    db.select({ rate: stores.compositionRate }).from(stores).where(eq(stores.id, storeId)),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        paise: sql<number>`coalesce(sum(${gstInvoices.totalPaise}), 0)`.mapWith(Number),
      })
      .from(gstInvoices)
      .where(
        and(
          eq(gstInvoices.storeId, storeId),
          eq(gstInvoices.documentKind, 'bill_of_supply'),
          gte(gstInvoices.invoiceDate, from),
          lte(gstInvoices.invoiceDate, to),
        ),
      ),
    db
      .select({
        paise:
          sql<number>`coalesce(sum(case when ${gstNotes.kind} = 'debit' then ${gstNotes.amountPaise} else -${gstNotes.amountPaise} end), 0)`.mapWith(
            Number,
          ),
      })
      .from(gstNotes)
      .innerJoin(gstInvoices, invoiceOfNote)
      .where(and(notesIssuedIn(storeId, from, to), eq(gstInvoices.documentKind, 'bill_of_supply'))),
  ]);
  if (!store) throw notFound('SHOP_NOT_FOUND');
  const turnover = bills!.paise + notes!.paise;
  const tax = compositionTax(Math.max(turnover, 0), store.rate);
  const cgst = Math.floor(tax / 2);
  return {
    financial_year: financialYear,
    quarter,
    from,
    to,
    rate: store.rate,
    bills: bills!.count,
    turnover: paiseToRupees(turnover),
    tax: paiseToRupees(tax),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(tax - cgst),
  };
}
