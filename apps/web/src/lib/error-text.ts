import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, IMAGES_PER_PRODUCT_MAX } from '@tailor/shared/constants';
import { DATE_OUT_OF_RANGE } from '@tailor/shared/dates';
import { ERROR_CODES, RUPEE_PARAMS, type ErrorCode } from '@tailor/shared/error-codes';
import { formatRupees } from '@tailor/shared/money';
import { PRODUCTS_PER_ORDER_MAX } from '@tailor/shared/orders/constants';
import { ApiError } from './api-client';
import { dateOutOfRangeText } from './business-dates';
import { ruleMessageText } from './rule-text';

export const ERRORS_NAMESPACE = 'errors';

/** Key of the text shown for a code this client does not know (a newer server, say). */
export const FALLBACK_ERROR_KEY = 'fallback';

/** Limits a fixed server message states; the translations word them from these values. */
const LIMITS: Partial<Record<ErrorCode, Record<string, number>>> = {
  PRODUCTS_TOO_MANY: { max: PRODUCTS_PER_ORDER_MAX },
  IMAGE_TOO_LARGE: { max: IMAGE_MAX_BYTES / (1024 * 1024) },
  IMAGE_TOO_MANY_FOR_PRODUCT: { max: IMAGES_PER_PRODUCT_MAX },
};

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/**
 * The text of an API error code in the interface language, worded with its params (rupee amounts
 * formatted as money); the generic text for a code this client does not know.
 */
export function errorCodeText(
  t: TFunction,
  code: string,
  params: Record<string, string | number> = {},
): string {
  const fallback = t(FALLBACK_ERROR_KEY, { ns: ERRORS_NAMESPACE });
  if (!isErrorCode(code)) return fallback;
  // A shared rule's refusal names its rule: its own text says what to fix.
  const ruleTextOf =
    code === 'VALIDATION_FAILED' && ruleMessageText(t, String(params.rule), params);
  if (ruleTextOf) return ruleTextOf;
  const values: Record<string, string | number> = { ...LIMITS[code] };
  for (const [name, value] of Object.entries(params)) {
    values[name] =
      RUPEE_PARAMS.includes(name) && typeof value === 'number' ? formatRupees(value) : value;
  }
  if (
    code === DATE_OUT_OF_RANGE &&
    typeof params.min === 'string' &&
    typeof params.max === 'string'
  )
    return dateOutOfRangeText(t, { min: params.min, max: params.max });
  return t(code, { ...values, ns: ERRORS_NAMESPACE, defaultValue: fallback });
}

/**
 * What to tell the user about a failed request: the translation of the server's code. Null when
 * the request got no coded answer (network failure, timeout, an answer that is not the API's), so
 * the caller shows its own text for that case. Never the server's English sentence.
 */
export function apiErrorText(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.code === null) return null;
  return errorCodeText(t, error.code, error.params);
}

/** `apiErrorText` bound to the interface language. */
export function useApiErrorText(): (error: unknown) => string | null {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  return useCallback((error: unknown) => apiErrorText(t, error), [t]);
}
