import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_ADDRESS_CODES,
  CUSTOMER_GENDER_CODES,
  CUSTOMER_NAME_CODES,
} from '@tailor/shared/customers';
import { AUTH_CODES } from '@tailor/shared/auth';
import { IMAGE_MESSAGES } from '@tailor/shared/images';
import { MEASUREMENT_VALUE_MESSAGES } from '@tailor/shared/measurements';
import { formatRupees, MAX_RUPEE_AMOUNT } from '@tailor/shared/money';
import { ORDER_MESSAGES } from '@tailor/shared/orders';
import { TRIAL_MESSAGES } from '@tailor/shared/trials';
import { FORM_MESSAGES } from './order-form-schema';
import { dateOutOfRangeOf, dateOutOfRangeText } from '../../../lib/business-dates';

type Translation = readonly [key: string, params?: Record<string, string | number>];

/**
 * Shared schemas and the server carry English texts; these are their keys in the newOrder
 * namespace. A text not listed here (a server message of its own) is shown as it came.
 */
const KEYS: Record<string, Translation> = {
  [CUSTOMER_GENDER_CODES.CUSTOMER_GENDER_REQUIRED]: ['validation.genderRequired'],
  [AUTH_CODES.PHONE_INVALID]: ['validation.mobile'],
  [CUSTOMER_NAME_CODES.CUSTOMER_NAME_REQUIRED]: ['validation.nameRequired'],
  [CUSTOMER_NAME_CODES.CUSTOMER_NAME_MIN]: ['validation.nameMin'],
  [CUSTOMER_NAME_CODES.CUSTOMER_NAME_MAX]: ['validation.nameMax'],
  [CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_REQUIRED]: ['validation.addressRequired'],
  [CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_MIN]: ['validation.addressMin'],
  [CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_MAX]: ['validation.addressMax'],
  [ORDER_MESSAGES.noProducts]: ['validation.noProducts'],
  [ORDER_MESSAGES.productNameRequired]: ['validation.productNameRequired'],
  [ORDER_MESSAGES.productNameLength]: ['validation.productNameLength'],
  [ORDER_MESSAGES.assignEmployee]: ['validation.assignEmployee'],
  [ORDER_MESSAGES.priceAboveZero]: ['validation.priceAboveZero'],
  [ORDER_MESSAGES.invalidAmount]: ['validation.invalidAmount'],
  [ORDER_MESSAGES.advanceAboveTotal]: ['validation.advanceAboveTotal'],
  [ORDER_MESSAGES.dueDateRequired]: ['validation.dueDateRequired'],
  DUE_DATE_REQUIRED: ['validation.dueDateRequired'],
  DUE_DATE_PAST: ['validation.dueDatePast'],
  [ORDER_MESSAGES.dueBeforeOrderDate]: ['validation.dueBeforeOrderDate'],
  TRIAL_DATE_PAST: ['validation.trialPast'],
  TRIAL_AFTER_DUE: ['validation.trialAfterDue'],
  [TRIAL_MESSAGES.afterDue]: ['validation.trialAfterDue'],
  [TRIAL_MESSAGES.invalid]: ['validation.dateInvalid'],
  [ORDER_MESSAGES.paymentTypeRequired]: ['validation.paymentTypeRequired'],
  [ORDER_MESSAGES.paymentTypeInvalid]: ['validation.paymentTypeRequired'],
  [ORDER_MESSAGES.imagesMin]: ['validation.imagesMin'],
  [ORDER_MESSAGES.imagesMax]: ['validation.imagesMax'],
  [`Amount cannot exceed ${formatRupees(MAX_RUPEE_AMOUNT)}`]: [
    'validation.amountMax',
    { max: formatRupees(MAX_RUPEE_AMOUNT) },
  ],
  'Amount can have at most 2 decimal places': ['validation.invalidAmount'],
  'Amount cannot be negative': ['validation.invalidAmount'],
  [FORM_MESSAGES.correctErrors]: ['validation.correctErrors'],
  [FORM_MESSAGES.orderDateRequired]: ['validation.orderDateRequired'],
  [FORM_MESSAGES.dateInvalid]: ['validation.dateInvalid'],
  [FORM_MESSAGES.imagesUploading]: ['validation.imagesUploading'],
  [FORM_MESSAGES.imagesFailed]: ['validation.imagesFailed'],
  [FORM_MESSAGES.measurementNameRequired]: ['validation.measurementNameRequired'],
  [FORM_MESSAGES.measurementNameRepeated]: ['validation.measurementNameRepeated'],
  [FORM_MESSAGES.measurementNameLength]: ['validation.measurementNameLength'],
  [FORM_MESSAGES.measurementValueLength]: ['validation.measurementValueLength'],
  [MEASUREMENT_VALUE_MESSAGES.notANumber]: ['validation.measurementNotANumber'],
  [MEASUREMENT_VALUE_MESSAGES.negative]: ['validation.measurementNegative'],
  [MEASUREMENT_VALUE_MESSAGES.decimalPoints]: ['validation.measurementDecimalPoints'],
  [MEASUREMENT_VALUE_MESSAGES.zeroFraction]: ['validation.measurementZeroFraction'],
  [FORM_MESSAGES.noteLength]: ['validation.noteLength'],
  [IMAGE_MESSAGES.tooLarge]: ['validation.imageTooLarge'],
  [IMAGE_MESSAGES.notImage]: ['validation.imageNotImage'],
  [IMAGE_MESSAGES.tooManyPixels]: ['validation.imageTooManyPixels'],
  [IMAGE_MESSAGES.uploadAgain]: ['validation.imageUploadAgain'],
};

/** The newOrder key of a shared English message, or null. */
export function messageKey(message: string): Translation | null {
  return KEYS[message] ?? null;
}

/** Translates a validation or server message when it is one of ours. */
export function useMessageText(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation(['newOrder', 'errors']);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const outOfRange = dateOutOfRangeOf(message);
      if (outOfRange) return dateOutOfRangeText(t, outOfRange);
      const known = messageKey(message);
      return known ? t(known[0], known[1]) : message;
    },
    [t],
  );
}
