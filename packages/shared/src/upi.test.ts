import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseToRupees } from './money';
import { isUpiId, upiAmount, upiPaymentLink, upiReference } from './upi';

describe('upiAmount', () => {
  it('writes paise as rupees with exactly two decimals', () => {
    expect(upiAmount(1)).toBe('0.01');
    expect(upiAmount(150024)).toBe('1500.24');
    expect(upiAmount(80000)).toBe('800.00');
    expect(upiAmount(10)).toBe('0.10');
  });

  it('reads back as the same paise for any amount a bill can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_00_00_000_00 }), (paise) => {
        const text = upiAmount(paise);
        expect(text).toMatch(/^\d+\.\d\d$/);
        expect(Number(text.replace('.', ''))).toBe(paise);
      }),
    );
  });

  it('refuses nothing to pay and fractions of a paisa', () => {
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(-5)).toThrow(RangeError);
    expect(() => upiAmount(1.5)).toThrow(RangeError);
  });
});

describe('isUpiId', () => {
  it.each(['shop@okaxis', '9845012345@ybl', 'sai.tailors-2_x@okhdfcbank', 'a1@upi'])(
    'accepts %s',
    (id) => expect(isUpiId(id)).toBe(true),
  );
  it.each([
    'shop',
    'shop@',
    '@okaxis',
    'sh op@okaxis',
    'shop@ok.axis',
    'shop@1bank',
    '.shop@ybl',
    'shop@okaxis?x=1',
  ])('refuses %s', (id) => expect(isUpiId(id)).toBe(false));
});

/** A link's query parameters, decoded. */
const paramsOf = (link: string): Record<string, string> =>
  Object.fromEntries(
    link
      .slice(link.indexOf('?') + 1)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent)),
  );

describe('upiPaymentLink', () => {
  const base = { upiId: 'shop@okaxis', payeeName: 'Sai Tailors', orderNumber: 'KT-42' };

  it('carries the exact amount for any balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_00_00_000_00 }), (paise) => {
        const link = upiPaymentLink({ ...base, rupees: paiseToRupees(paise) })!;
        const am = /[?&]am=([^&]*)/.exec(link)![1]!;
        expect(Math.round(Number(am) * 100)).toBe(paise);
        expect(am).toBe(upiAmount(paise));
      }),
    );
  });

  it('names the order in its reference and note, so the payment can be matched to it', () => {
    const params = paramsOf(upiPaymentLink({ ...base, rupees: 1700.5 })!);
    expect(params).toMatchObject({ tr: 'KT42', tn: 'Order KT-42', am: '1700.50' });
  });

  it('keeps the reference within 35 letters and digits and the note within 50 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'binary' }), (orderNumber) => {
        const params = paramsOf(upiPaymentLink({ ...base, orderNumber, rupees: 10 })!);
        expect(params.tr ?? '').toMatch(/^[A-Za-z0-9]{0,35}$/);
        expect(params.tr ?? '').toBe(upiReference(orderNumber));
        expect(Array.from(params.tn!).length).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('is null with nothing due or no UPI ID', () => {
    expect(upiPaymentLink({ ...base, rupees: 0 })).toBeNull();
    expect(upiPaymentLink({ ...base, upiId: null, rupees: 10 })).toBeNull();
  });
});
