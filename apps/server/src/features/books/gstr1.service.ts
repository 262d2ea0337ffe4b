import type { Gstr1Answer } from '@tailor/shared/books';
import {
  formatDocumentNumber,
  formatNoteNumber,
  gstStateOfGstin,
  TAILORING_SAC,
} from '@tailor/shared/gst';
import { daysInMonth } from '@tailor/shared/dates';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gstInvoices, gstNotes } from '../../db/schema/gst-invoices';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import { getCmp08 } from './cmp08.service';
import { buildGstr1, type Gstr1Invoice } from './gstr1';
import { invoiceOfNote, notesIssuedIn } from './gst-note-queries';

type InvoiceRow = typeof gstInvoices.$inferSelect;

function toGstr1Invoice(row: InvoiceRow): Gstr1Invoice {
  const shopState = gstStateOfGstin(row.gstin)?.code;
  return {
    number: formatDocumentNumber(row.documentKind, row.financialYear, row.serial),
    date: row.invoiceDate,
    serial: row.serial,
    customerGstin: row.customerGstin,
    placeOfSupply: row.placeOfSupply,
    interState: row.placeOfSupply !== shopState,
    ratePercent: row.gstRate,
    sacCode: row.sacCode ?? TAILORING_SAC,
    totalPaise: row.totalPaise ?? 0,
    taxablePaise: row.taxablePaise ?? 0,
    cgstPaise: row.cgstPaise ?? 0,
    sgstPaise: row.sgstPaise ?? 0,
    igstPaise: row.igstPaise ?? 0,
  };
}

/**
 * GET /reports/gstr1?month=YYYY-MM: the month's tax invoices (by their date) and the notes
 * issued in it against tax invoices (of any month), as GSTR-1. A composition shop files no
 * GSTR-1: it gets the CMP-08 of the month's quarter instead.
 */
export async function getGstr1(options: {
  db: Database;
  storeId: string;
  month: string;
}): Promise<Gstr1Answer> {
  const { db, storeId, month } = options;
  const [store] = await db
    .select({ gstin: stores.gstin, scheme: stores.gstScheme })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('SHOP_NOT_FOUND');
  const [year, mm] = month.split('-').map(Number) as [number, number];
  if (store.scheme === 'composition') {
    const financialYear = mm >= 4 ? year : year - 1;
    const quarter = Math.floor(((mm + 8) % 12) / 3) + 1;
    return {
      return: 'CMP-08',
      ...(await getCmp08({ db, storeId, financialYear, quarter })),
    };
  }
  const from = `${month}-01`;
  const to = `${month}-${String(daysInMonth(year, mm)).padStart(2, '0')}`;
  const [invoices, notes] = await Promise.all([
    db
      .select()
      .from(gstInvoices)
      .where(
        and(
          eq(gstInvoices.storeId, storeId),
          eq(gstInvoices.documentKind, 'tax_invoice'),
          gte(gstInvoices.invoiceDate, from),
          lte(gstInvoices.invoiceDate, to),
        ),
      )
      .orderBy(asc(gstInvoices.financialYear), asc(gstInvoices.serial)),
    db
      .select({ note: gstNotes, invoice: gstInvoices })
      .from(gstNotes)
      .innerJoin(gstInvoices, invoiceOfNote)
      .where(and(notesIssuedIn(storeId, from, to), eq(gstInvoices.documentKind, 'tax_invoice')))
      .orderBy(asc(gstNotes.kind), asc(gstNotes.financialYear), asc(gstNotes.serial)),
  ]);
  const gstin = store.gstin ?? invoices[0]?.gstin ?? '';
  return {
    return: 'GSTR-1',
    ...buildGstr1({
      gstin,
      month,
      invoices: invoices.map(toGstr1Invoice),
      notes: notes.map(({ note, invoice }) => ({
        kind: note.kind,
        number: formatNoteNumber(note.kind, note.financialYear, note.serial),
        date: note.noteDate,
        serial: note.serial,
        invoice: toGstr1Invoice(invoice),
        amountPaise: note.amountPaise,
        taxablePaise: note.taxablePaise,
        cgstPaise: note.cgstPaise,
        sgstPaise: note.sgstPaise,
        igstPaise: note.igstPaise,
      })),
    }),
  };
}
