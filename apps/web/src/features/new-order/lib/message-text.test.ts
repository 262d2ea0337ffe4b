import { describe, expect, it } from 'vitest';
import { errorMessage } from '@tailor/shared/error-codes';
import { IMAGE_MESSAGES } from '@tailor/shared/images';
import { ORDER_MESSAGES } from '@tailor/shared/orders';
import { ruleText } from '@tailor/shared/rule-codes';
import en from '../../../locales/en/newOrder.json';
import { messageKey } from './message-text';
import { FORM_MESSAGES } from './order-form-schema';
import { TEMPLATE_GARMENTS, TEMPLATE_MEASUREMENTS } from '../../../lib/template-labels';

function lookup(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], en);
}

describe('messageKey', () => {
  const shared = [
    ORDER_MESSAGES.noProducts,
    ORDER_MESSAGES.productNameRequired,
    ORDER_MESSAGES.productNameLength,
    ORDER_MESSAGES.assignEmployee,
    ORDER_MESSAGES.priceAboveZero,
    ORDER_MESSAGES.invalidAmount,
    ORDER_MESSAGES.advanceAboveTotal,
    ORDER_MESSAGES.dueDateRequired,
    ORDER_MESSAGES.dueBeforeOrderDate,
    ORDER_MESSAGES.paymentTypeRequired,
    ORDER_MESSAGES.imagesMin,
    ORDER_MESSAGES.imagesMax,
    IMAGE_MESSAGES.tooLarge,
    IMAGE_MESSAGES.notImage,
    ...Object.values(FORM_MESSAGES),
  ];

  it.each(shared)('translates %j with English text equal to it', (message) => {
    const known = messageKey(message);
    expect(known).not.toBeNull();
    expect(lookup(known![0])).toBe(message);
  });

  it.each(['DUE_DATE_REQUIRED', 'DUE_DATE_PAST', 'TRIAL_DATE_PAST', 'TRIAL_AFTER_DUE'] as const)(
    'translates the date rule’s code %s with English text equal to its error message',
    (code) => {
      expect(lookup(messageKey(code)![0])).toBe(errorMessage(code));
    },
  );

  it('translates a shared rule’s code the order form meets', () => {
    expect(lookup(messageKey('PHONE_INVALID')![0])).toBe('Enter a valid 10-digit mobile number.');
  });

  it.each([
    'CUSTOMER_NAME_REQUIRED',
    'CUSTOMER_NAME_MIN',
    'CUSTOMER_NAME_MAX',
    'CUSTOMER_GENDER_REQUIRED',
  ] as const)(
    'translates the customer rule’s code %s with English text equal to its sentence',
    (code) => {
      expect(lookup(messageKey(code)![0])).toBe(ruleText(code));
    },
  );

  it('leaves texts it does not know alone', () => {
    expect(messageKey('Customer not found')).toBeNull();
  });
});

describe('template names', () => {
  it('has a translation for every default garment and measurement', () => {
    for (const garment of TEMPLATE_GARMENTS) expect(en.garments).toHaveProperty([garment]);
    for (const name of TEMPLATE_MEASUREMENTS) expect(en.measurementNames).toHaveProperty([name]);
  });
});
