import { DEFAULT_TALLY_LEDGERS } from '@tailor/shared/books-rules';
import { DEFAULT_CUSTOMER_MESSAGE_SETTINGS } from '@tailor/shared/customer-messages';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';
import { DEFAULT_POSITION_PERMISSIONS } from '@tailor/shared/settings';
import type { Settings } from '@tailor/shared/settings-responses';

/** A shop's settings as GET /settings answers them for a new shop, with the given fields changed. */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    customer_message_language: 'en',
    order_number_prefix: '',
    measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES,
    custom_measurement_templates: false,
    measurement_unit: 'in',
    position_permissions: DEFAULT_POSITION_PERMISSIONS,
    upi_id: null,
    upi_payee_name: null,
    gstin: null,
    gst_rate: 5,
    gst_scheme: 'unregistered',
    composition_rate: 6,
    sac_code: '998821',
    turnover_above_5_crore: false,
    tally_ledgers: DEFAULT_TALLY_LEDGERS,
    opening_cash: null,
    customer_messages: DEFAULT_CUSTOMER_MESSAGE_SETTINGS,
    daily_capacity: null,
    employee_capacity: {},
    buffer_days: 0,
    tag_sheet: 'a4',
    complete_when_ready: true,
    ...overrides,
  };
}
