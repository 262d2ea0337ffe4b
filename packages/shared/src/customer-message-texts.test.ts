import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import {
  CUSTOMER_MESSAGE_TEXTS,
  TEMPLATE_VALUES,
  customerMessageText,
  templateBody,
  templateValues,
  type MessageValues,
} from './customer-message-texts';
import { CUSTOMER_MESSAGE_KINDS } from './customer-messages';

const values: MessageValues = {
  name: 'Asha',
  number: 'KT-42',
  shop: 'Kumar Tailors',
  link: 'https://shop.example/shared_order/abc',
  total: '₹1,200',
  advance: '₹200',
  balance: '₹1,000',
  due: '03 Dec 2026',
  trial: '01 Dec 2026, 17:30',
  ready_day: '02 Dec 2026',
};

describe('customer message texts', () => {
  it.each(CUSTOMER_MESSAGE_KINDS.flatMap((kind) => LANGUAGES.map((l) => [kind, l] as const)))(
    '%s in %s names every value its template carries and nothing else',
    (kind, language) => {
      const used = [...CUSTOMER_MESSAGE_TEXTS[language][kind].matchAll(/\{\{(\w+)\}\}/g)].map(
        (m) => m[1],
      );
      expect(new Set(used)).toEqual(new Set(TEMPLATE_VALUES[kind]));
      const text = customerMessageText(kind, language, values);
      expect(text).not.toMatch(/\{\{/);
      expect(text).toContain(values.link);
      // WhatsApp refuses templates that start or end with a value.
      const body = templateBody(kind, language);
      expect(body).not.toMatch(/^\{\{|\}\}$/);
      // The numbered body filled with the values in order is the text itself.
      const filled = body.replace(
        /\{\{(\d+)\}\}/g,
        (_, n: string) => templateValues(kind, values)[Number(n) - 1]!,
      );
      expect(filled).toBe(text);
    },
  );

  it.each(LANGUAGES)(
    'tells in %s that the order is ready with the amount due and the link to pay, in one message',
    (language) => {
      const text = customerMessageText('ready', language, values);
      expect(text).toContain(values.balance);
      expect(text).toContain(values.link);
    },
  );
});
