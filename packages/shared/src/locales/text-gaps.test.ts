import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGE_TEXTS } from '../customer-message-texts';
import { BILL_LABELS } from './documents/bill-labels';
import { GST_LABELS } from './documents/gst-labels';
import { PAY_SLIP_LABELS } from './documents/pay-slip-labels';
import { PUBLIC_TEXTS } from './public/all';
import { textGaps } from './text-gaps';

const whole = {
  en: { title: 'Order', greet: (name: string) => `Hello ${name}`, count: '{{count}} orders' },
  hi: { title: 'ऑर्डर', greet: (name: string) => `नमस्ते ${name}`, count: '{{count}} ऑर्डर' },
  gu: { title: 'ઓર્ડર', greet: (name: string) => `નમસ્તે ${name}`, count: '{{count}} ઓર્ડર' },
  mr: { title: 'ऑर्डर', greet: (name: string) => `नमस्कार ${name}`, count: '{{count}} ऑर्डर' },
  ta: { title: 'ஆர்டர்', greet: (name: string) => `வணக்கம் ${name}`, count: '{{count}} ஆர்டர்' },
};

describe('textGaps', () => {
  it('finds nothing in a table whole in every language', () => {
    expect(textGaps(whole)).toEqual([]);
  });

  it('names a text missing, extra, empty, or dropping a value', () => {
    const { title: _title, ...hiWithoutTitle } = whole.hi;
    expect(
      textGaps({
        ...whole,
        hi: { ...hiWithoutTitle, extra: 'x' },
        gu: { ...whole.gu, title: ' ' },
        mr: { ...whole.mr, greet: () => 'नमस्कार' },
        ta: { ...whole.ta, count: 'ஆர்டர்கள்' },
      }).sort(),
    ).toEqual([
      'gu title: empty',
      'hi extra: not in English',
      'hi title: missing',
      'mr greet: shows other values than English',
      'ta count: other {{values}} than English',
    ]);
  });
});

describe('the texts of every surface the server words in the shop’s language', () => {
  it.each([
    ['the customer pages', PUBLIC_TEXTS],
    ['the customer messages', CUSTOMER_MESSAGE_TEXTS],
    ['bills and receipts', BILL_LABELS],
    ['tax invoices and notes', GST_LABELS],
    ['pay slips', PAY_SLIP_LABELS],
  ])('%s have every text in all five languages', (_surface, table) => {
    expect(textGaps(table)).toEqual([]);
  });
});
