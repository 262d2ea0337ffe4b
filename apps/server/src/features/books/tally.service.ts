import { tallyLedgersOf, type TallyLedgers } from '@tailor/shared/books-rules';
import { addDays, startOfDayInstant } from '@tailor/shared/dates';
import {
  formatDocumentNumber,
  formatNoteNumber,
  GST_STATE_CODES,
  type GstDocumentKind,
  type GstNoteKind,
} from '@tailor/shared/gst';
import type { PaymentType } from '@tailor/shared/orders';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { REFUND_KIND } from '@tailor/shared/takings-rules';
import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sameShopRow } from '../../db/shop-joins';
import { customers } from '../../db/schema/customers';
import { gstInvoices, gstNotes } from '../../db/schema/gst-invoices';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import { notFound } from '../../lib/app-error';
import { invoiceOfNote, notesIssuedIn } from './gst-note-queries';

/** One line of a voucher: a ledger debited (money's value in) or credited, in paise. */
export interface TallyEntry {
  ledger: string;
  /** Debit: Tally's 'deemed positive', written with a negative amount. */
  debit: boolean;
  paise: number;
}

export interface TallyVoucher {
  type: 'Sales' | 'Credit Note' | 'Debit Note' | 'Receipt' | 'Payment';
  /** YYYY-MM-DD */
  date: string;
  number: string;
  party: string;
  partyGstin: string | null;
  placeOfSupply: string | null;
  narration: string;
  entries: TallyEntry[];
}

/** The five characters XML gives meaning to, written as entities; control characters dropped. */
export function xmlText(value: string): string {
  // XML 1.0 allows no control characters but tab, line feed and carriage return.
  const allowed = [...value].filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r');
  return allowed
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const amount = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A tax invoice's or bill of supply's ledger lines: the party debited with the total, sales
 * credited with the taxable value and each tax ledger with its tax (a bill of supply has none).
 * A credit note reverses the sides.
 */
function saleEntries(
  ledgers: TallyLedgers,
  party: string,
  values: { total: number; taxable: number; cgst: number; sgst: number; igst: number },
  reverse: boolean,
): TallyEntry[] {
  const lines: TallyEntry[] = [
    { ledger: party, debit: true, paise: values.total },
    { ledger: ledgers.sales, debit: false, paise: values.taxable },
    { ledger: ledgers.cgst, debit: false, paise: values.cgst },
    { ledger: ledgers.sgst, debit: false, paise: values.sgst },
    { ledger: ledgers.igst, debit: false, paise: values.igst },
  ].filter((line, index) => index < 2 || line.paise !== 0);
  return reverse ? lines.map((line) => ({ ...line, debit: !line.debit })) : lines;
}

const NOTE_TYPE: Record<GstNoteKind, TallyVoucher['type']> = {
  credit: 'Credit Note',
  debit: 'Debit Note',
};

/**
 * The period's vouchers: each tax invoice or bill of supply issued as a Sales voucher, each
 * credit or debit note as its own voucher, each payment received as a Receipt against the Cash,
 * UPI or Card ledger and each refund as a Payment. A customer with a GSTIN is its own party
 * ledger (by name); every other customer is the shop's customers ledger.
 */
export async function tallyVouchers(options: {
  db: Database;
  storeId: string;
  from: string;
  to: string;
}): Promise<TallyVoucher[]> {
  const { db, storeId, from, to } = options;
  const [store] = await db
    .select({
      timeZone: stores.timeZone,
      prefix: stores.orderNumberPrefix,
      tallyLedgers: stores.tallyLedgers,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('SHOP_NOT_FOUND');
  const ledgers = tallyLedgersOf(store.tallyLedgers);
  const partyOf = (name: string, gstin: string | null) => (gstin ? name : ledgers.customers);

  const [invoices, notes, paid] = await Promise.all([
    db
      .select({ invoice: gstInvoices, orderNumber: orders.orderNumber })
      .from(gstInvoices)
      .innerJoin(orders, and(eq(orders.id, gstInvoices.orderId), eq(orders.storeId, storeId)))
      .where(
        and(
          eq(gstInvoices.storeId, storeId),
          gte(gstInvoices.invoiceDate, from),
          lte(gstInvoices.invoiceDate, to),
        ),
      )
      .orderBy(
        asc(gstInvoices.invoiceDate),
        asc(gstInvoices.documentKind),
        asc(gstInvoices.serial),
      ),
    db
      .select({ note: gstNotes, invoice: gstInvoices, orderNumber: orders.orderNumber })
      .from(gstNotes)
      .innerJoin(gstInvoices, invoiceOfNote)
      .innerJoin(orders, and(eq(orders.id, gstNotes.orderId), eq(orders.storeId, storeId)))
      .where(notesIssuedIn(storeId, from, to))
      .orderBy(asc(gstNotes.noteDate), asc(gstNotes.kind), asc(gstNotes.serial)),
    db
      .select({
        id: payments.id,
        at: payments.createdAt,
        kind: payments.kind,
        method: payments.method,
        paise: payments.amountPaise,
        orderNumber: orders.orderNumber,
        customerName: customers.name,
        customerGstin: customers.gstin,
      })
      .from(payments)
      .innerJoin(orders, and(eq(orders.id, payments.orderId), eq(orders.storeId, storeId)))
      .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
      .where(
        and(
          eq(payments.storeId, storeId),
          gte(payments.createdAt, startOfDayInstant(from, store.timeZone)),
          lt(payments.createdAt, startOfDayInstant(addDays(to, 1), store.timeZone)),
        ),
      )
      .orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);

  const orderLabel = (n: number) => formatOrderNumber(store.prefix, n);
  const vouchers: TallyVoucher[] = [];
  for (const { invoice, orderNumber } of invoices) {
    const party = partyOf(invoice.customerName ?? '', invoice.customerGstin);
    vouchers.push({
      type: 'Sales',
      date: invoice.invoiceDate,
      number: formatDocumentNumber(
        invoice.documentKind as GstDocumentKind,
        invoice.financialYear,
        invoice.serial,
      ),
      party,
      partyGstin: invoice.customerGstin,
      placeOfSupply: GST_STATE_CODES[invoice.placeOfSupply] ?? null,
      narration: `Order ${orderLabel(orderNumber)}, ${invoice.customerName ?? ''}`,
      entries: saleEntries(
        ledgers,
        party,
        {
          total: invoice.totalPaise ?? 0,
          taxable: invoice.taxablePaise ?? 0,
          cgst: invoice.cgstPaise ?? 0,
          sgst: invoice.sgstPaise ?? 0,
          igst: invoice.igstPaise ?? 0,
        },
        false,
      ),
    });
  }
  for (const { note, invoice, orderNumber } of notes) {
    const party = partyOf(invoice.customerName ?? '', invoice.customerGstin);
    const against = formatDocumentNumber(
      invoice.documentKind as GstDocumentKind,
      invoice.financialYear,
      invoice.serial,
    );
    vouchers.push({
      type: NOTE_TYPE[note.kind],
      date: note.noteDate,
      number: formatNoteNumber(note.kind, note.financialYear, note.serial),
      party,
      partyGstin: invoice.customerGstin,
      placeOfSupply: GST_STATE_CODES[invoice.placeOfSupply] ?? null,
      narration: `Against ${against}, order ${orderLabel(orderNumber)}`,
      entries: saleEntries(
        ledgers,
        party,
        {
          total: note.amountPaise,
          taxable: note.taxablePaise,
          cgst: note.cgstPaise,
          sgst: note.sgstPaise,
          igst: note.igstPaise,
        },
        note.kind === 'credit',
      ),
    });
  }
  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: store.timeZone }).format(at);
  for (const payment of paid) {
    const party = partyOf(payment.customerName, payment.customerGstin);
    const money = ledgers[payment.method as PaymentType] ?? ledgers.cash;
    const paise = Math.abs(payment.paise);
    const refund = payment.kind === REFUND_KIND;
    vouchers.push({
      type: refund ? 'Payment' : 'Receipt',
      date: dayOf(payment.at),
      number: `${refund ? 'PAY' : 'RCT'}/${payment.id.slice(0, 8).toUpperCase()}`,
      party,
      partyGstin: payment.customerGstin,
      placeOfSupply: null,
      narration: `${refund ? 'Refund' : 'Received'} by ${payment.method}, order ${orderLabel(payment.orderNumber)}, ${payment.customerName}`,
      entries: [
        { ledger: money, debit: !refund, paise },
        { ledger: party, debit: refund, paise },
      ],
    });
  }
  return vouchers;
}

/**
 * TallyPrime's import envelope: one TALLYMESSAGE per voucher, each ledger line an
 * ALLLEDGERENTRIES.LIST with ISDEEMEDPOSITIVE Yes and a negative AMOUNT for a debit, No and a
 * positive one for a credit, so a balanced voucher's amounts add up to zero.
 */
export function tallyXml(companyName: string, vouchers: TallyVoucher[]): string {
  const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
  const messages = vouchers.map((v) => {
    const lines = v.entries.map(
      (entry) =>
        `        <ALLLEDGERENTRIES.LIST>${tag('LEDGERNAME', entry.ledger)}${tag(
          'ISDEEMEDPOSITIVE',
          entry.debit ? 'Yes' : 'No',
        )}${tag('AMOUNT', amount(entry.debit ? -entry.paise : entry.paise))}</ALLLEDGERENTRIES.LIST>`,
    );
    return [
      `    <TALLYMESSAGE xmlns:UDF="TallyUDF">`,
      `      <VOUCHER VCHTYPE="${xmlText(v.type)}" ACTION="Create">`,
      `        ${tag('DATE', v.date.replace(/-/g, ''))}`,
      `        ${tag('VOUCHERTYPENAME', v.type)}`,
      `        ${tag('VOUCHERNUMBER', v.number)}`,
      `        ${tag('PARTYLEDGERNAME', v.party)}`,
      ...(v.partyGstin ? [`        ${tag('PARTYGSTIN', v.partyGstin)}`] : []),
      ...(v.placeOfSupply ? [`        ${tag('PLACEOFSUPPLY', v.placeOfSupply)}`] : []),
      `        ${tag('NARRATION', v.narration)}`,
      ...lines,
      `      </VOUCHER>`,
      `    </TALLYMESSAGE>`,
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    ' <HEADER>',
    '  <TALLYREQUEST>Import Data</TALLYREQUEST>',
    ' </HEADER>',
    ' <BODY>',
    '  <IMPORTDATA>',
    '   <REQUESTDESC>',
    '    <REPORTNAME>Vouchers</REPORTNAME>',
    `    <STATICVARIABLES>${tag('SVCURRENTCOMPANY', companyName)}</STATICVARIABLES>`,
    '   </REQUESTDESC>',
    '   <REQUESTDATA>',
    ...messages,
    '   </REQUESTDATA>',
    '  </IMPORTDATA>',
    ' </BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}

/** GET /exports/tally.xml: the period's vouchers for TallyPrime, and the file's name. */
export async function exportTallyXml(options: {
  db: Database;
  storeId: string;
  from: string;
  to: string;
}): Promise<{ fileName: string; xml: string }> {
  const [[store], vouchers] = await Promise.all([
    options.db.select({ name: stores.shopName }).from(stores).where(eq(stores.id, options.storeId)),
    tallyVouchers(options),
  ]);
  return {
    fileName: `tally-${options.from}-${options.to}.xml`,
    xml: tallyXml(store?.name ?? '', vouchers),
  };
}
