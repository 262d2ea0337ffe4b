import type { Gstr1, Gstr1Section } from '@tailor/shared/books';
import { paiseToRupees } from '@tailor/shared/money';
import type { GstNoteKind } from '@tailor/shared/gst';

/** A tax invoice as GSTR-1 reports it; amounts in paise. */
export interface Gstr1Invoice {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** The serial in its series, for the documents issued. */
  serial: number;
  customerGstin: string | null;
  /** GST state codes of the place of supply and of the shop. */
  placeOfSupply: string;
  interState: boolean;
  ratePercent: number;
  sacCode: string;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** A credit or debit note as GSTR-1 reports it, with the invoice it is against. */
export interface Gstr1Note {
  kind: GstNoteKind;
  number: string;
  date: string;
  serial: number;
  invoice: Gstr1Invoice;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * B2C large: an inter-state supply to an unregistered person of more than ₹1 lakh an invoice
 * (Notification 12/2024-Central Tax, from August 2024; ₹2.5 lakh before).
 */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

const isB2cl = (invoice: Gstr1Invoice) =>
  !invoice.customerGstin && invoice.interState && invoice.totalPaise > B2CL_ABOVE_PAISE;

/** dd-mm-yyyy, as the offline tool writes dates. */
const portalDate = (iso: string) => iso.split('-').reverse().join('-');

interface Sums {
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

const zero = (): Sums => ({ total: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });

function addTo(into: Sums, from: Sums, sign: 1 | -1) {
  into.total += sign * from.total;
  into.taxable += sign * from.taxable;
  into.cgst += sign * from.cgst;
  into.sgst += sign * from.sgst;
  into.igst += sign * from.igst;
}

const invoiceSums = (i: Gstr1Invoice): Sums => ({
  total: i.totalPaise,
  taxable: i.taxablePaise,
  cgst: i.cgstPaise,
  sgst: i.sgstPaise,
  igst: i.igstPaise,
});

const noteSums = (n: Gstr1Note): Sums => ({
  total: n.amountPaise,
  taxable: n.taxablePaise,
  cgst: n.cgstPaise,
  sgst: n.sgstPaise,
  igst: n.igstPaise,
});

const item = (rate: number, sums: Sums) => ({
  num: 1,
  itm_det: {
    txval: paiseToRupees(sums.taxable),
    rt: rate,
    iamt: paiseToRupees(sums.igst),
    camt: paiseToRupees(sums.cgst),
    samt: paiseToRupees(sums.sgst),
    csamt: 0,
  },
});

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

function series(docType: string, docNum: number, documents: { number: string; serial: number }[]) {
  if (documents.length === 0) return [];
  const sorted = [...documents].sort((a, b) => a.serial - b.serial);
  return [
    {
      doc_num: docNum,
      doc_typ: docType,
      docs: [
        {
          num: 1,
          from: sorted[0]!.number,
          to: sorted[sorted.length - 1]!.number,
          totnum: sorted.length,
          // An issued invoice is never cancelled here: a cancelled order gets a credit note.
          cancel: 0,
          net_issue: sorted.length,
        },
      ],
    },
  ];
}

/**
 * The month's GSTR-1 from its tax invoices and its notes: B2B invoices by customer GSTIN; B2C
 * large by place of supply; the other B2C invoices summed by supply type, place of supply and
 * rate, with the month's notes against them netted in (as the portal wants for B2C small);
 * notes against B2B invoices in cdnr, against B2C large in cdnur; every document in the HSN/SAC
 * summary (credit notes taken off); and each series' first and last number. Sums are taken in
 * paise, so every section adds up to the documents to the paisa.
 */
export function buildGstr1(options: {
  gstin: string;
  month: string;
  invoices: Gstr1Invoice[];
  notes: Gstr1Note[];
}): Gstr1 {
  const { gstin, month, invoices, notes } = options;
  const [year, mm] = month.split('-');

  const b2b = [
    ...groupBy(
      invoices.filter((i) => i.customerGstin),
      (i) => i.customerGstin!,
    ),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, list]) => ({
      ctin,
      inv: list.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: paiseToRupees(i.totalPaise),
        pos: i.placeOfSupply,
        rchrg: 'N' as const,
        inv_typ: 'R' as const,
        itms: [item(i.ratePercent, invoiceSums(i))],
      })),
    }));

  const b2cl = [...groupBy(invoices.filter(isB2cl), (i) => i.placeOfSupply)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, list]) => ({
      pos,
      inv: list.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: paiseToRupees(i.totalPaise),
        itms: [item(i.ratePercent, invoiceSums(i))],
      })),
    }));

  const small = (i: Gstr1Invoice) => !i.customerGstin && !isB2cl(i);
  const b2csSums = new Map<
    string,
    { interState: boolean; pos: string; rate: number; sums: Sums }
  >();
  const b2csOf = (i: Gstr1Invoice) => {
    const key = `${i.interState ? 'INTER' : 'INTRA'}/${i.placeOfSupply}/${i.ratePercent}`;
    const found = b2csSums.get(key) ?? {
      interState: i.interState,
      pos: i.placeOfSupply,
      rate: i.ratePercent,
      sums: zero(),
    };
    b2csSums.set(key, found);
    return found.sums;
  };
  for (const i of invoices.filter(small)) addTo(b2csOf(i), invoiceSums(i), 1);
  for (const n of notes.filter((n) => small(n.invoice)))
    addTo(b2csOf(n.invoice), noteSums(n), n.kind === 'debit' ? 1 : -1);
  const b2cs = [...b2csSums.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
    .map((g) => ({
      sply_ty: g.interState ? ('INTER' as const) : ('INTRA' as const),
      pos: g.pos,
      typ: 'OE' as const,
      rt: g.rate,
      txval: paiseToRupees(g.sums.taxable),
      iamt: paiseToRupees(g.sums.igst),
      camt: paiseToRupees(g.sums.cgst),
      samt: paiseToRupees(g.sums.sgst),
      csamt: 0,
    }));

  const noteEntry = (n: Gstr1Note) => ({
    ntty: n.kind === 'credit' ? ('C' as const) : ('D' as const),
    nt_num: n.number,
    nt_dt: portalDate(n.date),
    val: paiseToRupees(n.amountPaise),
    pos: n.invoice.placeOfSupply,
    itms: [item(n.invoice.ratePercent, noteSums(n))],
  });
  const cdnr = [
    ...groupBy(
      notes.filter((n) => n.invoice.customerGstin),
      (n) => n.invoice.customerGstin!,
    ),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, list]) => ({
      ctin,
      nt: list.map((n) => ({ ...noteEntry(n), rchrg: 'N' as const, inv_typ: 'R' as const })),
    }));
  const cdnur = notes
    .filter((n) => isB2cl(n.invoice))
    .map((n) => ({ ...noteEntry(n), typ: 'B2CL' as const }));

  const hsnSums = new Map<string, { code: string; rate: number; sums: Sums }>();
  const hsnOf = (i: Gstr1Invoice) => {
    const key = `${i.sacCode}/${i.ratePercent}`;
    const found = hsnSums.get(key) ?? { code: i.sacCode, rate: i.ratePercent, sums: zero() };
    hsnSums.set(key, found);
    return found.sums;
  };
  for (const i of invoices) addTo(hsnOf(i), invoiceSums(i), 1);
  for (const n of notes) addTo(hsnOf(n.invoice), noteSums(n), n.kind === 'debit' ? 1 : -1);
  const hsn = {
    data: [...hsnSums.values()]
      .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate)
      .map((g, index) => ({
        num: index + 1,
        hsn_sc: g.code,
        desc: g.code.startsWith('9988') ? 'Tailoring services' : '',
        // Services are reported without a unit or quantity.
        uqc: 'NA',
        qty: 0,
        rt: g.rate,
        val: paiseToRupees(g.sums.total),
        txval: paiseToRupees(g.sums.taxable),
        iamt: paiseToRupees(g.sums.igst),
        camt: paiseToRupees(g.sums.cgst),
        samt: paiseToRupees(g.sums.sgst),
        csamt: 0,
      })),
  };

  return {
    gstin,
    fp: `${mm}${year}`,
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn,
    doc_issue: {
      doc_det: [
        ...series('Invoices for outward supply', 1, invoices),
        ...series(
          'Debit Note',
          4,
          notes.filter((n) => n.kind === 'debit'),
        ),
        ...series(
          'Credit Note',
          5,
          notes.filter((n) => n.kind === 'credit'),
        ),
      ],
    },
  };
}

const money = (value: number) => value.toFixed(2);
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One section of the return as CSV, in the columns of the offline tool's templates. */
export function gstr1Csv(gstr1: Gstr1, section: Gstr1Section): string {
  const rows: (string | number)[][] = [];
  switch (section) {
    case 'b2b':
      rows.push([
        'GSTIN/UIN of Recipient',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Invoice Type',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
        'Central Tax',
        'State/UT Tax',
      ]);
      for (const party of gstr1.b2b)
        for (const inv of party.inv)
          for (const it of inv.itms)
            rows.push([
              party.ctin,
              inv.inum,
              inv.idt,
              money(inv.val),
              inv.pos,
              'N',
              'Regular',
              it.itm_det.rt,
              money(it.itm_det.txval),
              money(it.itm_det.iamt),
              money(it.itm_det.camt),
              money(it.itm_det.samt),
            ]);
      break;
    case 'b2cl':
      rows.push([
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
      ]);
      for (const place of gstr1.b2cl)
        for (const inv of place.inv)
          for (const it of inv.itms)
            rows.push([
              inv.inum,
              inv.idt,
              money(inv.val),
              place.pos,
              it.itm_det.rt,
              money(it.itm_det.txval),
              money(it.itm_det.iamt),
            ]);
      break;
    case 'b2cs':
      rows.push([
        'Type',
        'Supply Type',
        'Place Of Supply',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
        'Central Tax',
        'State/UT Tax',
      ]);
      for (const g of gstr1.b2cs)
        rows.push([
          'OE',
          g.sply_ty,
          g.pos,
          g.rt,
          money(g.txval),
          money(g.iamt),
          money(g.camt),
          money(g.samt),
        ]);
      break;
    case 'cdnr':
    case 'cdnur': {
      rows.push([
        'GSTIN/UIN of Recipient',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
        'Central Tax',
        'State/UT Tax',
      ]);
      const notes =
        section === 'cdnr'
          ? gstr1.cdnr.flatMap((party) => party.nt.map((nt) => ({ ctin: party.ctin, nt })))
          : gstr1.cdnur.map((nt) => ({ ctin: '', nt }));
      for (const { ctin, nt } of notes)
        for (const it of nt.itms)
          rows.push([
            ctin,
            nt.nt_num,
            nt.nt_dt,
            nt.ntty,
            nt.pos,
            money(nt.val),
            it.itm_det.rt,
            money(it.itm_det.txval),
            money(it.itm_det.iamt),
            money(it.itm_det.camt),
            money(it.itm_det.samt),
          ]);
      break;
    }
    case 'hsn':
      rows.push([
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Rate',
        'Total Value',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
      ]);
      for (const h of gstr1.hsn.data)
        rows.push([
          h.hsn_sc,
          h.desc,
          h.uqc,
          h.qty,
          h.rt,
          money(h.val),
          money(h.txval),
          money(h.iamt),
          money(h.camt),
          money(h.samt),
        ]);
      break;
    case 'docs':
      rows.push(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled']);
      for (const d of gstr1.doc_issue.doc_det)
        for (const doc of d.docs) rows.push([d.doc_typ, doc.from, doc.to, doc.totnum, doc.cancel]);
      break;
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
