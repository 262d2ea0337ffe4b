import { splitNote, splitTaxInclusive, GST_STATE_CODES } from '@tailor/shared/gst';
import type { Gstr1 } from '@tailor/shared/books';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { B2CL_ABOVE_PAISE, buildGstr1, type Gstr1Invoice, type Gstr1Note } from './gstr1';

const paise = (rupees: number) => Math.round(rupees * 100);

/** What a return says the month's supplies came to: invoices, with debit notes added and credit notes taken off. */
function returnTotals(gstr1: Gstr1) {
  const sums = { taxable: 0, tax: 0, value: 0 };
  const addItems = (
    items: { itm_det: { txval: number; iamt: number; camt: number; samt: number } }[],
    sign: number,
  ) => {
    for (const { itm_det: d } of items) {
      sums.taxable += sign * paise(d.txval);
      sums.tax += sign * (paise(d.iamt) + paise(d.camt) + paise(d.samt));
    }
  };
  for (const party of gstr1.b2b) for (const inv of party.inv) addItems(inv.itms, 1);
  for (const place of gstr1.b2cl) for (const inv of place.inv) addItems(inv.itms, 1);
  for (const g of gstr1.b2cs) {
    sums.taxable += paise(g.txval);
    sums.tax += paise(g.iamt) + paise(g.camt) + paise(g.samt);
  }
  for (const party of gstr1.cdnr)
    for (const nt of party.nt) addItems(nt.itms, nt.ntty === 'C' ? -1 : 1);
  for (const nt of gstr1.cdnur) addItems(nt.itms, nt.ntty === 'C' ? -1 : 1);
  sums.value = sums.taxable + sums.tax;
  return sums;
}

const states = Object.keys(GST_STATE_CODES).filter((code) => code !== '25' && code !== '28');

const invoiceArbitrary = fc
  .record({
    totalPaise: fc.oneof(
      fc.integer({ min: 0, max: 50_000_00 }),
      fc.integer({ min: B2CL_ABOVE_PAISE - 100, max: 5 * B2CL_ABOVE_PAISE }),
    ),
    ratePercent: fc.constantFrom(5, 12, 18),
    place: fc.constantFrom(...states),
    b2b: fc.boolean(),
    sac: fc.constantFrom('9988', '998821'),
    changes: fc.array(fc.integer({ min: 0, max: 60_000_00 }), { maxLength: 3 }),
  })
  .map((spec) => spec);

describe('buildGstr1', () => {
  it('adds up to the month’s invoices and notes to the paisa, in the sections and in the HSN summary (property)', () => {
    fc.assert(
      fc.property(fc.array(invoiceArbitrary, { maxLength: 12 }), (specs) => {
        const shop = '07';
        const invoices: Gstr1Invoice[] = [];
        const notes: Gstr1Note[] = [];
        let expected = 0;
        let expectedTaxable = 0;
        specs.forEach((spec, index) => {
          const interState = spec.place !== shop;
          const split = splitTaxInclusive({
            totalPaise: spec.totalPaise,
            ratePercent: spec.ratePercent,
            interState,
          });
          const invoice: Gstr1Invoice = {
            number: `2026-27/${String(index + 1).padStart(4, '0')}`,
            date: '2026-06-15',
            serial: index + 1,
            customerGstin: spec.b2b ? `${spec.place}AAPFU0939F1Z${index % 10}` : null,
            placeOfSupply: spec.place,
            interState,
            ratePercent: spec.ratePercent,
            sacCode: spec.sac,
            totalPaise: spec.totalPaise,
            taxablePaise: split.taxablePaise,
            cgstPaise: split.cgstPaise,
            sgstPaise: split.sgstPaise,
            igstPaise: split.igstPaise,
          };
          invoices.push(invoice);
          expected += spec.totalPaise;
          expectedTaxable += split.taxablePaise;
          let before = spec.totalPaise;
          for (const after of spec.changes) {
            const note = splitNote({
              beforePaise: before,
              afterPaise: after,
              ratePercent: spec.ratePercent,
              interState,
            });
            before = after;
            if (!note) continue;
            const sign = note.kind === 'debit' ? 1 : -1;
            expected += sign * note.amountPaise;
            expectedTaxable += sign * note.split.taxablePaise;
            notes.push({
              kind: note.kind,
              number: `${note.kind === 'credit' ? 'CN' : 'DN'}/2026-27/${notes.length + 1}`,
              date: '2026-06-20',
              serial: notes.length + 1,
              invoice,
              amountPaise: note.amountPaise,
              taxablePaise: note.split.taxablePaise,
              cgstPaise: note.split.cgstPaise,
              sgstPaise: note.split.sgstPaise,
              igstPaise: note.split.igstPaise,
            });
          }
        });
        const gstr1 = buildGstr1({ gstin: '07AAPFU0939F1ZX', month: '2026-06', invoices, notes });
        const totals = returnTotals(gstr1);
        expect(totals.value).toBe(expected);
        expect(totals.taxable).toBe(expectedTaxable);
        const hsnValue = gstr1.hsn.data.reduce((sum, h) => sum + paise(h.val), 0);
        const hsnParts = gstr1.hsn.data.reduce(
          (sum, h) => sum + paise(h.txval) + paise(h.iamt) + paise(h.camt) + paise(h.samt),
          0,
        );
        expect(hsnValue).toBe(expected);
        expect(hsnParts).toBe(expected);
        // Every invoice is reported once, in exactly one of the three invoice sections or summed in b2cs.
        const listed =
          gstr1.b2b.reduce((n, p) => n + p.inv.length, 0) +
          gstr1.b2cl.reduce((n, p) => n + p.inv.length, 0);
        expect(listed).toBe(
          invoices.filter(
            (i) => i.customerGstin || (i.interState && i.totalPaise > B2CL_ABOVE_PAISE),
          ).length,
        );
        const docs = gstr1.doc_issue.doc_det.find((d) => d.doc_num === 1);
        expect(docs?.docs[0]?.totnum ?? 0).toBe(invoices.length);
      }),
      { seed: 32, numRuns: 300 },
    );
  });
});
