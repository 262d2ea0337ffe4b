import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financialYearLabel,
  financialYearOf,
  formatInvoiceNumber,
  GST_CODES,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  gstStateOfGstin,
  placeOfSupply,
  splitTaxInclusive,
} from './gst';
import { GST_RATES } from './gst-rules';
import { gstinSchema } from './gst-schemas';

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('gstinCheckCharacter', () => {
  // Registered GSTINs quoted in public advance rulings and GSTN's own examples.
  it.each(['27AAACY5779P1ZB', '27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])(
    'computes the check character of %s',
    (gstin) => expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]),
  );
});

describe('gstinProblem', () => {
  it('accepts a valid GSTIN', () => expect(gstinProblem('27AAACY5779P1ZB')).toBeNull());

  it('refuses every other last character of a valid GSTIN (the check character)', () => {
    for (const c of GSTIN_CHARACTERS) {
      if (c === 'B') continue;
      expect(gstinProblem(`27AAACY5779P1Z${c}`)).toBe(GST_CODES.GSTIN_CHECKSUM);
    }
  });

  it('catches any single changed character before the check character', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom(...GSTIN_CHARACTERS),
        (position, replacement) => {
          const valid = '27AAPFU0939F1ZV';
          fc.pre(valid[position] !== replacement);
          const changed = valid.slice(0, position) + replacement + valid.slice(position + 1);
          expect(gstinProblem(changed)).not.toBeNull();
        },
      ),
    );
  });

  it.each([
    ['27AAACY5779P1Z', GST_CODES.GSTIN_FORMAT],
    ['27AAACY5779P1ZBX', GST_CODES.GSTIN_FORMAT],
    ['2AAAACY5779P1ZB', GST_CODES.GSTIN_FORMAT],
    ['27AAACY5779P1YB', GST_CODES.GSTIN_FORMAT],
    ['27AAACY5779P0ZB', GST_CODES.GSTIN_FORMAT],
    ['27aaacy5779p1zb', GST_CODES.GSTIN_FORMAT],
    ['99AAACY5779P1ZB', GST_CODES.GSTIN_STATE],
    ['00AAACY5779P1ZB', GST_CODES.GSTIN_STATE],
  ])('refuses %s', (gstin, message) => expect(gstinProblem(gstin)).toBe(message));
});

describe('gstinSchema', () => {
  it('upper-cases and drops spaces', () =>
    expect(gstinSchema.parse(' 27aaacy5779p1zb ')).toBe('27AAACY5779P1ZB'));
  it("takes '' and null as no GSTIN", () => {
    expect(gstinSchema.parse('')).toBeNull();
    expect(gstinSchema.parse(null)).toBeNull();
  });
  it('says why a GSTIN is refused', () => {
    const result = gstinSchema.safeParse('27AAACY5779P1ZC');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(GST_CODES.GSTIN_CHECKSUM);
  });
});

describe('states', () => {
  it("reads the shop's state off its GSTIN", () =>
    expect(gstStateOfGstin('27AAACY5779P1ZB')).toEqual({ code: '27', name: 'Maharashtra' }));
  it('finds the code of a state as the pincode directory names it', () => {
    expect(gstStateCode('Tamil Nadu')).toBe('33');
    expect(gstStateCode('delhi')).toBe('07');
    expect(gstStateCode('Andhra Pradesh')).toBe('37');
    expect(gstStateCode('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('Atlantis')).toBeNull();
  });
  it('charges IGST only when the customer is known to be in another state', () => {
    const shop = { code: '27', name: 'Maharashtra' };
    const goa = { code: '30', name: 'Goa' };
    expect(placeOfSupply(shop, null)).toEqual({ place: shop, interState: false });
    expect(placeOfSupply(shop, { ...shop })).toEqual({ place: shop, interState: false });
    expect(placeOfSupply(shop, goa)).toEqual({ place: goa, interState: true });
  });
});

describe('invoice series', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2027-03-31')).toBe(2026);
    expect(financialYearOf('2027-04-01')).toBe(2027);
    expect(financialYearOf('2026-04-01')).toBe(2026);
    expect(financialYearOf('2026-12-31')).toBe(2026);
    expect(financialYearOf('2027-01-01')).toBe(2026);
  });
  it('writes the year and a serial of at least four digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-27/0001');
    expect(formatInvoiceNumber(2099, 12345)).toBe('2099-00/12345');
    expect(financialYearLabel(2009)).toBe('2009-10');
  });
  it('keeps within the 16 characters of Rule 46(b)', () => {
    expect(formatInvoiceNumber(2026, 999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('splitTaxInclusive', () => {
  it('splits a 5% inclusive price', () => {
    // 1050.00 at 5% is 1000.00 taxable and 50.00 tax.
    expect(splitTaxInclusive({ totalPaise: 105000, ratePercent: 5, interState: false })).toEqual({
      taxablePaise: 100000,
      cgstPaise: 2500,
      sgstPaise: 2500,
      igstPaise: 0,
      taxPaise: 5000,
    });
    expect(splitTaxInclusive({ totalPaise: 105000, ratePercent: 5, interState: true })).toEqual({
      taxablePaise: 100000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5000,
      taxPaise: 5000,
    });
  });

  it('rounds the taxable value half up and gives the odd paisa of tax to SGST', () => {
    // 100.01 / 1.05 = 95.247…: taxable 95.25, tax 4.76 → 2.38 + 2.38; 1.01 → 0.96 + 0.05 → 0.02 + 0.03
    expect(
      splitTaxInclusive({ totalPaise: 10001, ratePercent: 5, interState: false }),
    ).toMatchObject({ taxablePaise: 9525, cgstPaise: 238, sgstPaise: 238 });
    expect(splitTaxInclusive({ totalPaise: 101, ratePercent: 5, interState: false })).toMatchObject(
      {
        taxablePaise: 96,
        cgstPaise: 2,
        sgstPaise: 3,
      },
    );
  });

  it('adds up to the paisa for every total, rate and place (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_00_00_000_00 }),
        fc.constantFrom(...GST_RATES),
        fc.boolean(),
        (totalPaise, ratePercent, interState) => {
          const split = splitTaxInclusive({ totalPaise, ratePercent, interState });
          for (const value of Object.values(split)) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
            totalPaise,
          );
          expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(split.taxPaise);
          if (interState) expect(split.cgstPaise + split.sgstPaise).toBe(0);
          else {
            expect(split.igstPaise).toBe(0);
            expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
            expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
          }
          // The taxable value is the exact one to within half a paisa.
          const exact = (totalPaise * 100) / (100 + ratePercent);
          expect(Math.abs(split.taxablePaise - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          // Tax at the rate on the taxable value, to within a paisa of rounding.
          expect(Math.abs(split.taxPaise - (split.taxablePaise * ratePercent) / 100)).toBeLessThan(
            1,
          );
        },
      ),
    );
  });

  it('gives the same tax whether the customer is in the state or not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_00_00_000_00 }), (totalPaise) => {
        const within = splitTaxInclusive({ totalPaise, ratePercent: 5, interState: false });
        const across = splitTaxInclusive({ totalPaise, ratePercent: 5, interState: true });
        expect(within.taxablePaise).toBe(across.taxablePaise);
        expect(within.cgstPaise + within.sgstPaise).toBe(across.igstPaise);
      }),
    );
  });
});
