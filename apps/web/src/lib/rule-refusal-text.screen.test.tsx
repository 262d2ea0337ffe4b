import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { CAPACITY_RULES } from '@tailor/shared/capacity-rules';
import { CUSTOMER_PERSON_CODES } from '@tailor/shared/customers';
import type { EXPORT_RULES } from '@tailor/shared/data-export-rules';
import { DATE_CODES } from '@tailor/shared/dates';
import { EMPLOYEE_CODES } from '@tailor/shared/employees';
import { KARIGAR_RULES } from '@tailor/shared/karigars-rules';
import { NOTIFICATION_CODES } from '@tailor/shared/notifications';
import { ORDER_CODES } from '@tailor/shared/orders/messages';
import { ruleKey, ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import type { SETTINGS_RULES } from '@tailor/shared/settings-rules';
import { TRIAL_CODES } from '@tailor/shared/trials';
import { renderWithProviders } from '../test/render';
import { ApiError } from './api-client';
import { useApiErrorText } from './error-text';
import { i18n } from './i18n';

/** The rules of the shared schemas that refused in English before, as the API answers them. */
const CODES: RuleCode[] = [
  ORDER_CODES.ORDER_TOTAL_MISMATCH,
  ORDER_CODES.ORDER_IMAGES_REPEATED,
  ORDER_CODES.ORDER_IMAGES_LIST,
  ORDER_CODES.ORDER_PRODUCTS_MAX,
  ORDER_CODES.ORDER_TYPE_INVALID,
  ORDER_CODES.ORDER_MEASUREMENT_VALUE_TEXT,
  ORDER_CODES.ORDER_MEASUREMENTS_MAP,
  ORDER_CODES.ORDER_MEASUREMENTS_MAX,
  ORDER_CODES.ORDER_STATUS_REQUIRED,
  ORDER_CODES.ORDER_ID_MISSING,
  ORDER_CODES.ORDER_STATUS_INVALID,
  ORDER_CODES.ORDER_DELAY_REASON_REQUIRED,
  ORDER_CODES.ORDER_DELAY_REASON_LENGTH,
  ORDER_CODES.ORDER_EXPECTED_DATE_ONLY_DELAYED,
  ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED,
  ORDER_CODES.ORDER_DATA_MISSING,
  ORDER_CODES.ORDER_CANCEL_REASON_LENGTH,
  ORDER_CODES.ORDER_PAID_MONEY_INVALID,
  ORDER_CODES.ORDER_PAYMENT_INVALID,
  ORDER_CODES.ORDER_TOTAL_INVALID,
  ORDER_CODES.ORDER_STATUS_FILTER_INVALID,
  ORDER_CODES.ORDER_ASSIGNEE_FILTER_INVALID,
  ORDER_CODES.ORDER_END_BEFORE_START,
  ORDER_CODES.ORDER_LIST_LIMIT_INVALID,
  DATE_CODES.DATE_INVALID,
  NOTIFICATION_CODES.NOTIFICATION_LIMIT_INVALID,
  NOTIFICATION_CODES.NOTIFICATION_UNREAD_ONLY_INVALID,
  EMPLOYEE_CODES.EMPLOYEE_SEND_INVITE_INVALID,
  EMPLOYEE_CODES.EMPLOYEE_ASSIGNMENTS_LIMIT_INVALID,
  TRIAL_CODES.TRIAL_RESPONSE_INVALID,
  TRIAL_CODES.TRIAL_LIST_RANGE,
  TRIAL_CODES.TRIAL_NOTE_LENGTH,
  CUSTOMER_PERSON_CODES.CUSTOMER_RELATION_INVALID,
  CUSTOMER_PERSON_CODES.CUSTOMER_DATE_OF_BIRTH_TOO_OLD,
  CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID,
  CUSTOMER_PERSON_CODES.CUSTOMER_LIST_LIMIT_INVALID,
  ...(['EXPORT_AMOUNT_DECIMALS', 'EXPORT_RATE_ABOVE_ZERO'] satisfies (keyof typeof EXPORT_RULES)[]),
  ...([
    'PUSH_ENDPOINT_INVALID',
    'PUSH_KEYS_INVALID',
    'STORE_REQUIRED',
    'BILLING_TOKEN_REQUIRED',
    'OUTSTANDING_LIMIT_INVALID',
  ] satisfies RuleCode[]),
  ...(['CAPACITY_RANGE_ORDER', 'CAPACITY_RANGE_LENGTH'] satisfies (keyof typeof CAPACITY_RULES)[]),
  ...(Object.keys(KARIGAR_RULES) as RuleCode[]),
  ...([
    'SETTINGS_COLLECT_PAYMENTS_INVALID',
    'SETTINGS_SEE_PRICES_INVALID',
    'SETTINGS_POSITIONS_REQUIRED',
  ] satisfies (keyof typeof SETTINGS_RULES)[]),
];

const hindiFiles = import.meta.glob<Record<string, unknown>>('../locales/hi/*.json', {
  eager: true,
  import: 'default',
});

/** The Hindi text of `code` from the locale files, worded with the rule's own params. */
function hindiOf(code: RuleCode): string {
  const [ns, path] = ruleKey(code).split(':') as [string, string];
  const text = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      hindiFiles[`../locales/hi/${ns}.json`],
    );
  const params = ruleParams(code);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

/** The API's refusal by a shared rule: its English sentence, and its rule and field in params. */
function refusal(code: RuleCode) {
  return new ApiError(ruleText(code), {
    status: 400,
    kind: 'http',
    body: {
      error: ruleText(code),
      code: 'VALIDATION_FAILED',
      params: { ...ruleParams(code), rule: code, field: 'x' },
    },
  });
}

function Refusals() {
  useTranslation([
    'orderDetails',
    'orderList',
    'newOrder',
    'notifications',
    'employees',
    'trials',
    'capacity',
    'settings',
    'customers',
    'dataExport',
    'stores',
    'billing',
    'outstanding',
    'karigars',
  ]);
  const errorText = useApiErrorText();
  return (
    <ul>
      {CODES.map((code) => (
        <li key={code} data-testid={code}>
          {errorText(refusal(code))}
        </li>
      ))}
    </ul>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the shared schemas’ refusals on screen', () => {
  it('words each by its code in English, as the API words it', async () => {
    renderWithProviders(<Refusals />);
    for (const code of CODES)
      expect((await screen.findByTestId(code)).textContent, code).toBe(ruleText(code));
    expect(screen.getByTestId('ORDER_PRODUCTS_MAX').textContent).toBe(
      'An order can have at most 50 products',
    );
    expect(screen.getByTestId('ORDER_DELAY_REASON_LENGTH').textContent).toBe(
      'Delay reason must be at most 1000 characters',
    );
  });

  it('words each in the interface language', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(<Refusals />);
    for (const code of CODES) {
      const text = hindiOf(code);
      expect(text, code).not.toBe(ruleText(code));
      expect((await screen.findByTestId(code)).textContent, code).toBe(text);
    }
  });
});
