import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_CODES } from '@tailor/shared/auth';
import { CUSTOMER_NAME_CODES } from '@tailor/shared/customers';
import { MEASUREMENT_VALUE_CODES } from '@tailor/shared/measurements';
import { MONEY_CODES } from '@tailor/shared/money';
import { ORDER_CODES } from '@tailor/shared/orders/messages';
import { TRIAL_CODES } from '@tailor/shared/trials';
import { businessDatePickerWindow } from '../../../../lib/business-dates';
import { i18n } from '../../../../lib/i18n';
import hiErrors from '../../../../locales/hi/errors.json';
import hi from '../../../../locales/hi/newOrder.json';
import { renderWithProviders } from '../../../../test/render';
import { useMessageText } from './message-text';
import { FORM_MESSAGES } from './order-form-steps';

/** A code of each rule the order forms meet (and a form's own key), as a field shows it. */
const SHOWN = [
  ORDER_CODES.ORDER_NO_PRODUCTS,
  ORDER_CODES.ORDER_PRODUCT_NAME_LENGTH,
  ORDER_CODES.ORDER_ASSIGNEE_REQUIRED,
  ORDER_CODES.ORDER_PRICE_ABOVE_ZERO,
  ORDER_CODES.ORDER_AMOUNT_INVALID,
  ORDER_CODES.ORDER_ADVANCE_ABOVE_TOTAL,
  ORDER_CODES.ORDER_DUE_DATE_REQUIRED,
  ORDER_CODES.ORDER_DUE_BEFORE_ORDER_DATE,
  ORDER_CODES.ORDER_PAYMENT_TYPE_INVALID,
  ORDER_CODES.ORDER_IMAGES_MIN,
  ORDER_CODES.ORDER_IMAGES_MAX,
  ORDER_CODES.ORDER_NOTE_LENGTH,
  TRIAL_CODES.TRIAL_DATE_AFTER_DUE,
  TRIAL_CODES.TRIAL_DATE_INVALID,
  MONEY_CODES.AMOUNT_MAX,
  MONEY_CODES.AMOUNT_DECIMALS,
  MONEY_CODES.AMOUNT_NEGATIVE,
  MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_NOT_A_NUMBER,
  MEASUREMENT_VALUE_CODES.MEASUREMENT_VALUE_ZERO_FRACTION,
  CUSTOMER_NAME_CODES.CUSTOMER_NAME_MIN,
  AUTH_CODES.PHONE_INVALID,
  'DUE_DATE_PAST',
  'IMAGE_NOT_AN_IMAGE',
  'LAST_PRODUCT',
  FORM_MESSAGES.correctErrors,
  FORM_MESSAGES.measurementNameRepeated,
  'DATE_OUT_OF_RANGE',
] as const;

/** '2028-11-28' as the bounds are shown, day first: '28-11-2028'. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

function Messages() {
  const messageText = useMessageText();
  return (
    <ul>
      {SHOWN.map((message) => (
        <li key={message} data-testid={message}>
          {messageText(message)}
        </li>
      ))}
    </ul>
  );
}

const ENGLISH: Record<(typeof SHOWN)[number], string> = {
  ORDER_NO_PRODUCTS: 'Please add at least one product before proceeding',
  ORDER_PRODUCT_NAME_LENGTH: 'Product name must be 3 to 50 characters',
  ORDER_ASSIGNEE_REQUIRED: 'Please assign an employee to each product',
  ORDER_PRICE_ABOVE_ZERO: 'Price must be greater than zero',
  ORDER_AMOUNT_INVALID: 'Enter a valid amount',
  ORDER_ADVANCE_ABOVE_TOTAL: 'Advance payment cannot exceed total amount',
  ORDER_DUE_DATE_REQUIRED: 'Due date is required',
  ORDER_DUE_BEFORE_ORDER_DATE: 'Due date cannot be earlier than the order date',
  ORDER_PAYMENT_TYPE_INVALID: 'Payment type is required',
  ORDER_IMAGES_MIN: 'Please add at least one image for each product',
  ORDER_IMAGES_MAX: 'You can add at most 4 images per product',
  ORDER_NOTE_LENGTH: 'Note must be at most 1000 characters',
  TRIAL_DATE_AFTER_DUE: 'Trial date must be on or before the due date',
  TRIAL_DATE_INVALID: 'Enter a valid date (YYYY-MM-DD)',
  AMOUNT_MAX: 'Amount cannot exceed ₹10,00,00,000',
  AMOUNT_DECIMALS: 'Enter a valid amount',
  AMOUNT_NEGATIVE: 'Enter a valid amount',
  MEASUREMENT_VALUE_NOT_A_NUMBER: 'Enter a number, like 38, 38.5 or 38 1/2',
  MEASUREMENT_VALUE_ZERO_FRACTION: 'A fraction cannot have 0 below the line',
  CUSTOMER_NAME_MIN: 'Customer name must be at least 3 characters',
  PHONE_INVALID: 'Enter a valid 10-digit mobile number.',
  DUE_DATE_PAST: 'Due date cannot be in the past',
  IMAGE_NOT_AN_IMAGE: 'Only image files (JPEG, PNG, WebP) can be uploaded',
  LAST_PRODUCT: 'An order must keep at least one product',
  'newOrder:validation.correctErrors': 'Please correct the errors before proceeding',
  'newOrder:validation.measurementNameRepeated': 'This measurement is already listed',
  DATE_OUT_OF_RANGE: `Choose a date from 01-01-2000 to ${dayFirst(businessDatePickerWindow().max)}`,
};

/** The Hindi texts the form showed for these messages, from its locale files. */
const HINDI: Partial<Record<(typeof SHOWN)[number], string>> = {
  ORDER_NO_PRODUCTS: hi.validation.noProducts,
  AMOUNT_MAX: hi.validation.amountMax.replace('{{max}}', '₹10,00,00,000'),
  AMOUNT_DECIMALS: hi.validation.invalidAmount,
  ORDER_PAYMENT_TYPE_INVALID: hi.validation.paymentTypeRequired,
  TRIAL_DATE_AFTER_DUE: hi.validation.trialAfterDue,
  MEASUREMENT_VALUE_ZERO_FRACTION: hi.validation.measurementZeroFraction,
  CUSTOMER_NAME_MIN: hi.validation.nameMin,
  IMAGE_NOT_AN_IMAGE: hi.validation.imageNotImage,
  LAST_PRODUCT: hiErrors.LAST_PRODUCT,
  'newOrder:validation.correctErrors': hi.validation.correctErrors,
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the order forms’ messages on screen', () => {
  it('words a code of each rule, a refusal code and the form’s own keys in English', async () => {
    renderWithProviders(<Messages />);
    for (const message of SHOWN)
      expect((await screen.findByTestId(message)).textContent, message).toBe(ENGLISH[message]);
  });

  it('words them in the interface language', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(<Messages />);
    for (const [message, text] of Object.entries(HINDI)) {
      expect(text, message).not.toBe(ENGLISH[message as keyof typeof ENGLISH]);
      expect((await screen.findByTestId(message)).textContent, message).toBe(text);
    }
  });
});
