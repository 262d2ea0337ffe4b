import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../constants';
import * as en from './en';
import * as gu from './gu';
import * as hi from './hi';
import * as mr from './mr';
import * as ta from './ta';
import { fillCount, fillText, type PublicTexts } from './texts';

const TEXTS: Record<string, PublicTexts> = { en, hi, gu, mr, ta };

/** Every text of a language as 'a.b' -> text. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [p, v] of leaves(value, path)) out.set(p, v);
    } else out.set(path, value);
  }
  return out;
}

const marks = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the customer pages’ texts', () => {
  it('has a module for every language', () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s has exactly the English texts, none empty, none left in English, the same {{marks}}',
    (lng) => {
      const english = leaves({ ...en });
      const other = leaves({ ...TEXTS[lng]! });
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
        expect(marks(text), key).toEqual(marks(english.get(key)));
        if (/[a-z]{4}/i.test(String(english.get(key)).replace(/\{\{\w+\}\}/g, '')))
          expect(text, key).not.toBe(english.get(key));
      }
    },
  );
});

describe('fillText', () => {
  it('puts values into their marks and leaves unknown marks as written', () => {
    expect(fillText('Order #{{number}} at {{shop}}', { number: 7 })).toBe('Order #7 at {{shop}}');
    expect(fillText('{{ count }} Order(s)', { count: 2 })).toBe('2 Order(s)');
  });
});

describe('fillCount', () => {
  it('words a count by the language’s plural rules', () => {
    expect([0, 1, 3].map((n) => fillCount(en.pages.history.orderCount, n, 'en'))).toEqual([
      '0 orders',
      '1 order',
      '3 orders',
    ]);
    expect([1, 3].map((n) => fillCount(ta.pages.history.orderCount, n, 'ta'))).toEqual([
      '1 ஆர்டர்',
      '3 ஆர்டர்கள்',
    ]);
    expect(fillCount(hi.pages.history.orderCount, 3, 'hi')).toBe('3 ऑर्डर');
  });
});
