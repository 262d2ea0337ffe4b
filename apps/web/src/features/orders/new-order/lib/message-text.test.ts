import { describe, expect, it } from 'vitest';
import { errorMessage } from '@tailor/shared/error-codes';
import { IMAGE_MESSAGES } from '@tailor/shared/images-rules';
import { MEASUREMENT_VALUE_RULES } from '@tailor/shared/measurements-rules';
import { MONEY_RULES } from '@tailor/shared/money';
import { ORDER_MESSAGES, ORDER_RULES } from '@tailor/shared/orders/messages';
import { RULES, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { TRIAL_MESSAGES, TRIAL_RULES } from '@tailor/shared/trials-rules';
import en from '../../../../locales/en/newOrder.json';
import errors from '../../../../locales/en/errors.json';
import karigars from '../../../../locales/en/karigars.json';
import orderDetails from '../../../../locales/en/orderDetails.json';
import orderList from '../../../../locales/en/orderList.json';
import trials from '../../../../locales/en/trials.json';
import { messageKey } from './message-text';
import { FORM_MESSAGES } from './order-form-steps';
import { TEMPLATE_GARMENTS, TEMPLATE_MEASUREMENTS } from '../../../../lib/template-labels';

const NAMESPACES: Record<string, unknown> = {
  newOrder: en,
  errors,
  karigars,
  orderDetails,
  orderList,
  trials,
};

/** The English text at 'namespace:a.b'. */
function lookup(key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], NAMESPACES[ns]);
}

const ORDER_FORM_CODES = [
  ...Object.keys(ORDER_RULES),
  ...Object.keys(MONEY_RULES),
  ...Object.keys(MEASUREMENT_VALUE_RULES),
  ...Object.keys(TRIAL_RULES),
] as RuleCode[];

describe('messageKey', () => {
  it.each(ORDER_FORM_CODES)('words the order rule %s by a key with an English text', (code) => {
    const known = messageKey(code);
    expect(typeof lookup(known![0])).toBe('string');
  });

  it.each([
    'ORDER_NO_PRODUCTS',
    'ORDER_PRODUCT_NAME_LENGTH',
    'ORDER_ASSIGNEE_REQUIRED',
    'ORDER_ADVANCE_ABOVE_TOTAL',
    'ORDER_DUE_BEFORE_ORDER_DATE',
    'ORDER_IMAGES_MAX',
    'ORDER_NOTE_LENGTH',
    'AMOUNT_MAX',
    'MEASUREMENT_VALUE_ZERO_FRACTION',
    'TRIAL_DATE_AFTER_DUE',
    'CUSTOMER_NAME_REQUIRED',
    'CUSTOMER_GENDER_REQUIRED',
  ] as const)('words %s with English text equal to the server’s sentence', (code) => {
    const [key, params] = messageKey(code)!;
    const text = String(lookup(key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(params?.[name]),
    );
    expect(text).toBe(ruleText(code));
  });

  it.each([
    ['AMOUNT_NEGATIVE', 'Enter a valid amount'],
    ['AMOUNT_DECIMALS', 'Enter a valid amount'],
    ['ORDER_PAYMENT_TYPE_INVALID', 'Payment type is required'],
    ['PHONE_INVALID', 'Enter a valid 10-digit mobile number.'],
  ] as const)('words %s in the form’s own words', (code, text) => {
    expect(lookup(messageKey(code)![0])).toBe(text);
  });

  it.each(['DUE_DATE_REQUIRED', 'DUE_DATE_PAST', 'TRIAL_DATE_PAST', 'TRIAL_AFTER_DUE'] as const)(
    'translates the date rule’s code %s with English text equal to its error message',
    (code) => {
      expect(lookup(messageKey(code)![0])).toBe(errorMessage(code));
    },
  );

  it.each(['IMAGE_NOT_AN_IMAGE', 'IMAGE_TOO_MANY_FOR_PRODUCT', 'LAST_PRODUCT'] as const)(
    'translates the refusal %s the forms make themselves as its error message reads',
    (code) => {
      expect(lookup(messageKey(code)![0])).toBe(
        code === 'LAST_PRODUCT'
          ? errorMessage(code)
          : code === 'IMAGE_NOT_AN_IMAGE'
            ? IMAGE_MESSAGES.notImage
            : IMAGE_MESSAGES.tooManyForProduct,
      );
    },
  );

  it.each(Object.values(FORM_MESSAGES))('words the form’s own message %s', (message) => {
    expect(typeof lookup(messageKey(message)![0])).toBe('string');
  });

  it('matches no English sentence back to a key', () => {
    const sentences = [
      ...(Object.keys(RULES) as RuleCode[]).map((code) =>
        ruleText(code, { gender: 'male', garment: 'Kurta', measurement: 'Chest' }),
      ),
      ...Object.values(ORDER_MESSAGES),
      ...Object.values(TRIAL_MESSAGES),
      ...Object.values(IMAGE_MESSAGES),
      'Amount cannot exceed ₹10,00,00,000',
      'Please correct the errors before proceeding',
      'Enter a valid date (YYYY-MM-DD)',
    ];
    for (const sentence of sentences) expect(messageKey(sentence), sentence).toBeNull();
  });
});

describe('template names', () => {
  it('has a translation for every default garment and measurement', () => {
    for (const garment of TEMPLATE_GARMENTS) expect(en.garments).toHaveProperty([garment]);
    for (const name of TEMPLATE_MEASUREMENTS) expect(en.measurementNames).toHaveProperty([name]);
  });
});
