import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, normalizeIndianMobile, phoneTelHref } from './phone';

const mobiles = fc.stringMatching(/^\d{10}$/);

describe('normalizeIndianMobile', () => {
  it('finds the 10 digits in the forms people type', () => {
    for (const input of [
      '9876543210',
      '+919876543210',
      '+91 98765 43210',
      '919876543210',
      '09876543210',
      '98765-43210',
      ' (98765) 43210 ',
    ]) {
      expect(normalizeIndianMobile(input), input).toBe('9876543210');
    }
  });

  it('refuses anything else', () => {
    for (const input of [
      '',
      '987654321',
      '98765432101',
      '+1 9876543210',
      '+9198765432',
      'abcdefghij',
      '98765x43210',
    ]) {
      expect(normalizeIndianMobile(input), input).toBeNull();
    }
  });
});

describe('formatPhoneDisplay', () => {
  it('shows +91 and the number in two groups of five', () => {
    expect(formatPhoneDisplay('9876543210')).toBe('+91 98765 43210');
    expect(formatPhoneDisplay('+919876543210')).toBe('+91 98765 43210');
  });

  it('leaves text that is not a mobile number as it was, trimmed', () => {
    expect(formatPhoneDisplay(' 12345 ')).toBe('12345');
    expect(formatPhoneDisplay('')).toBe('');
  });

  it('keeps every digit in order (property)', () => {
    fc.assert(
      fc.property(mobiles, (phone) => {
        const shown = formatPhoneDisplay(phone);
        expect(shown).toMatch(/^\+91 \d{5} \d{5}$/);
        expect(shown.replace(/\D/g, '')).toBe(`91${phone}`);
      }),
    );
  });
});

describe('phoneTelHref', () => {
  it('links to the full international number', () => {
    expect(phoneTelHref('9876543210')).toBe('tel:+919876543210');
    expect(phoneTelHref('+91 98765 43210')).toBe('tel:+919876543210');
  });

  it('puts only digits and a leading + into links for other text', () => {
    expect(phoneTelHref('+1 (555) 010-9999')).toBe('tel:+15550109999');
    expect(phoneTelHref('12345"><script>')).toBe('tel:12345');
  });

  it('always yields a tel: link of + and digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(phoneTelHref(text)).toMatch(/^tel:\+?\d*$/);
      }),
    );
  });
});
