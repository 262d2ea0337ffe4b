import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_OUT_OF_RANGE } from '@tailor/shared/dates';
import type { ErrorCode } from '@tailor/shared/error-codes';
import { isRuleCode, ruleKey, ruleParams } from '@tailor/shared/rule-codes';
import type { RuleParamValues } from '@tailor/shared/rules';
import { FORM_MESSAGES } from './order-form-steps';
import { businessDatePickerWindow, dateOutOfRangeText } from '../../../../lib/business-dates';
import { ruleMessageText, type OwnRuleKeys } from '../../../../lib/rule-text';

type Translation = readonly [key: string, params?: RuleParamValues];

/**
 * Where the order forms word a shared rule otherwise than its own key: the customer's details in
 * the newOrder texts, an amount's sign or decimals as "a valid amount", an unknown payment type as
 * "required" and a trial that is not a date as "a valid date".
 */
const OWN_KEYS: OwnRuleKeys = {
  CUSTOMER_GENDER_REQUIRED: 'newOrder:validation.genderRequired',
  PHONE_INVALID: 'newOrder:validation.mobile',
  CUSTOMER_NAME_REQUIRED: 'newOrder:validation.nameRequired',
  CUSTOMER_NAME_MIN: 'newOrder:validation.nameMin',
  CUSTOMER_NAME_MAX: 'newOrder:validation.nameMax',
  CUSTOMER_ADDRESS_REQUIRED: 'newOrder:validation.addressRequired',
  CUSTOMER_ADDRESS_MIN: 'newOrder:validation.addressMin',
  CUSTOMER_ADDRESS_MAX: 'newOrder:validation.addressMax',
  AMOUNT_NEGATIVE: 'newOrder:validation.invalidAmount',
  AMOUNT_DECIMALS: 'newOrder:validation.invalidAmount',
  ORDER_PAYMENT_TYPE_INVALID: 'newOrder:validation.paymentTypeRequired',
  TRIAL_DATE_INVALID: 'newOrder:validation.dateInvalid',
};

/**
 * The error codes the forms refuse with themselves (the date rules' and a picked file's), by their
 * newOrder key, or errors' where the forms have none.
 */
const ERROR_CODE_KEYS: Partial<Record<ErrorCode, string>> = {
  DUE_DATE_REQUIRED: 'newOrder:validation.dueDateRequired',
  DUE_DATE_PAST: 'newOrder:validation.dueDatePast',
  TRIAL_DATE_PAST: 'newOrder:validation.trialPast',
  TRIAL_AFTER_DUE: 'newOrder:validation.trialAfterDue',
  IMAGE_NOT_AN_IMAGE: 'newOrder:validation.imageNotImage',
  IMAGE_TOO_MANY_FOR_PRODUCT: 'newOrder:validation.imagesMax',
  LAST_PRODUCT: 'errors:LAST_PRODUCT',
};

const FORM_KEYS = new Set<string>(Object.values(FORM_MESSAGES));

/**
 * The key ('namespace:key') and params a form message is worded with: a shared rule's code, an
 * error code the forms refuse with, or a form's own key; null for anything else.
 */
export function messageKey(message: string): Translation | null {
  if (isRuleCode(message)) return [OWN_KEYS[message] ?? ruleKey(message), ruleParams(message)];
  const byCode = ERROR_CODE_KEYS[message as ErrorCode];
  if (byCode) return [byCode];
  return FORM_KEYS.has(message) ? [message] : null;
}

/**
 * Translates a validation message of the order forms (a code or a form's key); anything else, a
 * text already in the interface language, is shown as it is.
 */
export function useMessageText(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation(['newOrder', 'errors']);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (message === DATE_OUT_OF_RANGE) return dateOutOfRangeText(t, businessDatePickerWindow());
      const rule = ruleMessageText(t, message, undefined, OWN_KEYS);
      if (rule) return rule;
      const known = messageKey(message);
      return known ? t(known[0], known[1]) : message;
    },
    [t],
  );
}
