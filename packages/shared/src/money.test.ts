import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAISE,
  MAX_RUPEE_AMOUNT,
  formatAbbreviatedRupees,
  formatRupees,
  hasAtMostTwoDecimals,
  isRupeeAmount,
  paiseToRupees,
  parseRupeeInput,
  rupeesToPaise,
} from './money';
import {
  createRupeeAmountSchema,
  positiveRupeeAmountSchema,
  rupeeAmountSchema,
} from './money-schemas';
import { ruleText } from './rule-codes';

describe('rupeesToPaise', () => {
  it('converts whole rupees and 2-decimal amounts exactly', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(1)).toBe(100);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005 + 0.005)).toBe(101);
    expect(rupeesToPaise(123456.5)).toBe(12345650);
    expect(rupeesToPaise(MAX_RUPEE_AMOUNT)).toBe(10_000_000_000);
  });

  it('forgives float noise from client arithmetic', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(0.1 * 3)).toBe(30);
    expect(rupeesToPaise(1.1 + 2.2)).toBe(330);
    expect(rupeesToPaise([19.99, 19.99, 19.99].reduce((a, b) => a + b))).toBe(5997);
  });

  it('keeps the sign of negative amounts and never answers -0', () => {
    expect(rupeesToPaise(-19.99)).toBe(-1999);
    expect(Object.is(rupeesToPaise(-0), 0)).toBe(true);
  });

  it('refuses NaN, infinities and a third decimal with a RangeError', () => {
    for (const bad of [NaN, Infinity, -Infinity, 0.001, 19.999, 1.005, 0.125, 100000.001]) {
      expect(() => rupeesToPaise(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('refuses amounts beyond MAX_PAISE', () => {
    expect(rupeesToPaise(MAX_PAISE / 100)).toBe(MAX_PAISE);
    expect(() => rupeesToPaise((MAX_PAISE + 4) / 100)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('refuses every value a tenth of a paisa off a whole paisa, up to 1,000 crore (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 9 }),
        (paise, tenth) => {
          expect(() => rupeesToPaise((paise * 10 + tenth) / 1000)).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('paiseToRupees', () => {
  it('gives the float a person would write', () => {
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(paiseToRupees(5)).toBe(0.05);
    expect(paiseToRupees(-150)).toBe(-1.5);
    expect(Object.is(paiseToRupees(-0), 0)).toBe(true);
  });

  it('refuses fractional and unsafe paise', () => {
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
    expect(() => paiseToRupees(NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(MAX_PAISE + 1)).toThrow(RangeError);
  });

  it('round-trips every whole number of paise up to MAX_PAISE (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise === 0 ? 0 : paise);
      }),
    );
  });

  it('agrees with the decimal text of the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RUPEE_AMOUNT * 100 }), (paise) => {
        const text = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
        expect(paiseToRupees(paise)).toBe(Number(text));
        expect(rupeesToPaise(Number(text))).toBe(paise);
      }),
    );
  });
});

describe('isRupeeAmount', () => {
  it('accepts digits with at most 2 decimals', () => {
    for (const ok of ['0', '150', '150.5', '150.50', '0.01', '0001']) {
      expect(isRupeeAmount(ok), ok).toBe(true);
    }
  });

  it('refuses everything else', () => {
    for (const bad of [
      '',
      ' 150',
      '150 ',
      '-5',
      '+5',
      '1,000',
      '150.',
      '.5',
      '1.234',
      '1e3',
      'abc',
      '१५०',
    ]) {
      expect(isRupeeAmount(bad), bad).toBe(false);
    }
  });

  it('parseRupeeInput trims and reads a valid amount, else null', () => {
    expect(parseRupeeInput(' 150.50 ')).toBe(150.5);
    expect(parseRupeeInput('1.234')).toBeNull();
    expect(parseRupeeInput('')).toBeNull();
  });
});

describe('formatRupees', () => {
  it('groups in the Indian way with a ₹ sign', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('shows paise only when there are any, unless told', () => {
    expect(formatRupees(19.99)).toBe('₹19.99');
    expect(formatRupees(20)).toBe('₹20');
    expect(formatRupees(20, { decimals: true })).toBe('₹20.00');
    expect(formatRupees(1999.5, { decimals: false })).toBe('₹2,000');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(5.001)).toBe('₹5');
  });

  it('puts the minus before the ₹ and never shows -0', () => {
    expect(formatRupees(-1500.5)).toBe('-₹1,500.50');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-0.001)).toBe('₹0');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatRupees(NaN)).toThrow(RangeError);
    expect(() => formatRupees(Infinity)).toThrow(RangeError);
  });

  it('never loses or changes a digit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }), (paise) => {
        const amount = paise / 100;
        const text = formatRupees(amount, { decimals: true });
        expect(text).toMatch(/^-?₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$|^-?₹\d{1,3}\.\d{2}$/);
        const abs = Math.abs(paise);
        const expected = `${Math.floor(abs / 100)}${String(abs % 100).padStart(2, '0')}`;
        expect(text.replace(/\D/g, '')).toBe(expected);
        expect(text.startsWith('-')).toBe(paise < 0);
      }),
    );
  });
});

const UNIT_VALUE: Record<string, number> = { '': 1, K: 1e3, L: 1e5, Cr: 1e7 };

/** The amount a short label stands for: '-₹2.5L' → -250000. */
function labelValue(label: string): number {
  const match = /^(-?)₹([\d,]+(?:\.\d+)?)(K|L|Cr)?$/.exec(label);
  if (!match) throw new Error(`unexpected label ${label}`);
  const value = Number(match[2]!.replace(/,/g, '')) * UNIT_VALUE[match[3] ?? '']!;
  return match[1] ? -value : value;
}

describe('formatAbbreviatedRupees', () => {
  it('abbreviates to K, L and Cr, K without decimals in charts', () => {
    expect(formatAbbreviatedRupees(950)).toBe('₹950');
    expect(formatAbbreviatedRupees(1500)).toBe('₹1.5K');
    expect(formatAbbreviatedRupees(2000, { chart: true })).toBe('₹2K');
    expect(formatAbbreviatedRupees(250000)).toBe('₹2.5L');
    expect(formatAbbreviatedRupees(12000000)).toBe('₹1.2Cr');
  });

  it('switches unit exactly at 1,000, 1,00,000 and 1,00,00,000', () => {
    expect(formatAbbreviatedRupees(999)).toBe('₹999');
    expect(formatAbbreviatedRupees(1000)).toBe('₹1K');
    expect(formatAbbreviatedRupees(99_000)).toBe('₹99K');
    expect(formatAbbreviatedRupees(1_00_000)).toBe('₹1L');
    expect(formatAbbreviatedRupees(99_00_000)).toBe('₹99L');
    expect(formatAbbreviatedRupees(1_00_00_000)).toBe('₹1Cr');
  });

  it('uses one decimal outside charts, none for K in charts, one for L and Cr everywhere', () => {
    expect(formatAbbreviatedRupees(1234)).toBe('₹1.2K');
    expect(formatAbbreviatedRupees(1234, { chart: true })).toBe('₹1K');
    expect(formatAbbreviatedRupees(1500, { chart: true })).toBe('₹2K');
    expect(formatAbbreviatedRupees(45_678, { chart: true })).toBe('₹46K');
    expect(formatAbbreviatedRupees(1_23_456, { chart: true })).toBe('₹1.2L');
    expect(formatAbbreviatedRupees(5_67_89_012, { chart: true })).toBe('₹5.7Cr');
  });

  it("drops a trailing '.0'", () => {
    expect(formatAbbreviatedRupees(2000)).toBe('₹2K');
    expect(formatAbbreviatedRupees(2_00_000)).toBe('₹2L');
    expect(formatAbbreviatedRupees(3_00_00_000)).toBe('₹3Cr');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatAbbreviatedRupees(99_999)).toBe('₹1L');
    expect(formatAbbreviatedRupees(99_99_999)).toBe('₹1Cr');
    expect(formatAbbreviatedRupees(999.996)).toBe('₹1K');
    expect(formatAbbreviatedRupees(999.6, { chart: true })).toBe('₹1K');
    expect(formatAbbreviatedRupees(99_600, { chart: true })).toBe('₹1L');
  });

  it('keeps paise below ₹1,000 outside charts and rounds them in charts', () => {
    expect(formatAbbreviatedRupees(950.5)).toBe('₹950.50');
    expect(formatAbbreviatedRupees(950.5, { chart: true })).toBe('₹951');
  });

  it('groups very large crore counts', () => {
    expect(formatAbbreviatedRupees(1_23_456 * 1e7)).toBe('₹1,23,456Cr');
  });

  it('keeps a leading minus for negatives but not for amounts that round to zero', () => {
    expect(formatAbbreviatedRupees(-1500)).toBe('-₹1.5K');
    expect(formatAbbreviatedRupees(-950)).toBe('-₹950');
    expect(formatAbbreviatedRupees(-2_50_000, { chart: true })).toBe('-₹2.5L');
    expect(formatAbbreviatedRupees(-0.2, { chart: true })).toBe('₹0');
    expect(formatAbbreviatedRupees(-0)).toBe('₹0');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatAbbreviatedRupees(NaN)).toThrow(RangeError);
  });

  const amounts = fc.oneof(
    fc.integer({ min: 0, max: 10 ** 12 }),
    fc.integer({ min: 0, max: 10 ** 14 }).map((paise) => paise / 100),
  );

  it('never shows a smaller amount for a larger one (property)', () => {
    for (const chart of [false, true]) {
      fc.assert(
        fc.property(amounts, amounts, (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lowLabel = formatAbbreviatedRupees(low, { chart });
          const highLabel = formatAbbreviatedRupees(high, { chart });
          expect(labelValue(lowLabel)).toBeLessThanOrEqual(labelValue(highLabel));
        }),
      );
    }
  });

  it('uses a unit at least as large as the spec threshold asks (property)', () => {
    const rank = (label: string) =>
      ['', 'K', 'L', 'Cr'].indexOf(/(K|L|Cr)$/.exec(label)?.[1] ?? '');
    fc.assert(
      fc.property(amounts, fc.boolean(), (amount, chart) => {
        const expected = amount >= 1e7 ? 3 : amount >= 1e5 ? 2 : amount >= 1e3 ? 1 : 0;
        const got = rank(formatAbbreviatedRupees(amount, { chart }));
        expect(got === expected || got === expected + 1).toBe(true);
      }),
    );
  });

  it('stays within rounding distance of the amount (property)', () => {
    fc.assert(
      fc.property(amounts, fc.boolean(), (amount, chart) => {
        const label = formatAbbreviatedRupees(amount, { chart });
        const unit = UNIT_VALUE[/(K|L|Cr)$/.exec(label)?.[1] ?? '']!;
        const step = unit === 1 ? (chart ? 1 : 0.01) : unit === 1e3 && chart ? 1e3 : unit / 10;
        expect(Math.abs(labelValue(label) - amount)).toBeLessThanOrEqual(step / 2 + 1e-6 * amount);
      }),
    );
  });

  it('is symmetric for negatives (property)', () => {
    fc.assert(
      fc.property(amounts, fc.boolean(), (amount, chart) => {
        const positive = formatAbbreviatedRupees(amount, { chart });
        const negative = formatAbbreviatedRupees(-amount, { chart });
        expect(negative).toBe(labelValue(positive) === 0 ? positive : `-${positive}`);
      }),
    );
  });
});

describe('rupeeAmountSchema', () => {
  const messages = (value: unknown) =>
    rupeeAmountSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('accepts 0 up to 10 crore with at most 2 decimals', () => {
    for (const ok of [0, 0.01, 19.99, 0.1 + 0.2, MAX_RUPEE_AMOUNT]) {
      expect(rupeeAmountSchema.safeParse(ok).success, String(ok)).toBe(true);
    }
  });

  it('explains each refusal by a rule code, worded in English with its params', () => {
    expect(messages('150')).toEqual(['AMOUNT_INVALID']);
    expect(messages(NaN)).toEqual(['AMOUNT_INVALID']);
    expect(messages(Infinity)).toEqual(['AMOUNT_INVALID']);
    expect(messages(-1)).toEqual(['AMOUNT_NEGATIVE']);
    expect(messages(1.234)).toEqual(['AMOUNT_DECIMALS']);
    expect(messages(MAX_RUPEE_AMOUNT + 0.01)).toEqual(['AMOUNT_MAX']);
    expect(ruleText('AMOUNT_INVALID')).toBe('Enter a valid amount');
    expect(ruleText('AMOUNT_NEGATIVE')).toBe('Amount cannot be negative');
    expect(ruleText('AMOUNT_DECIMALS')).toBe('Amount can have at most 2 decimal places');
    expect(ruleText('AMOUNT_MAX')).toBe('Amount cannot exceed ₹10,00,00,000');
  });

  it('accepts exactly what rupeesToPaise converts, within its range (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_RUPEE_AMOUNT, noNaN: true }), (value) => {
        expect(rupeeAmountSchema.safeParse(value).success).toBe(hasAtMostTwoDecimals(value));
      }),
    );
  });
});

describe('positiveRupeeAmountSchema', () => {
  it('refuses 0 and negatives, accepts a paisa', () => {
    expect(positiveRupeeAmountSchema.safeParse(0).error?.issues[0]?.message).toBe(
      'AMOUNT_NOT_POSITIVE',
    );
    expect(ruleText('AMOUNT_NOT_POSITIVE')).toBe('Amount must be greater than zero');
    expect(positiveRupeeAmountSchema.safeParse(-5).success).toBe(false);
    expect(positiveRupeeAmountSchema.safeParse(0.01).success).toBe(true);
  });

  it('takes the codes of a form through createRupeeAmountSchema', () => {
    const price = createRupeeAmountSchema({
      positive: true,
      minMessage: 'ORDER_PRICE_ABOVE_ZERO',
    });
    expect(price.safeParse(0).error?.issues[0]?.message).toBe('ORDER_PRICE_ABOVE_ZERO');
  });
});
