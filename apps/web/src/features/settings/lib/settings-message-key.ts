import {
  BUFFER_DAYS_MAX,
  CAPACITY_MESSAGES,
  DAILY_CAPACITY_MAX,
  EMPLOYEE_CAPACITY_MAX,
} from '@tailor/shared/capacity';
import { GENDERS, type Gender } from '@tailor/shared/customers';
import {
  CUSTOMER_MESSAGE_SETTINGS_MESSAGES,
  NOT_COLLECTED_DAYS_MAX,
} from '@tailor/shared/customer-messages';
import { GST_MESSAGES } from '@tailor/shared/gst';
import { MEASUREMENT_UNIT_MESSAGE } from '@tailor/shared/measurements';
import {
  duplicateGarmentMessage,
  duplicateMeasurementMessage,
  GARMENT_NAME_MAX_LENGTH,
  GARMENTS_PER_GENDER_MAX,
  MEASUREMENT_HINT_MAX_LENGTH,
  MEASUREMENTS_PER_GARMENT_MAX,
  ORDER_NUMBER_PREFIX_MAX_LENGTH,
  SETTINGS_MESSAGES,
  TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH,
  tooManyGarmentsMessage,
} from '@tailor/shared/settings';
import { UPI_ID_MAX_LENGTH, UPI_MESSAGES, UPI_PAYEE_NAME_MAX_LENGTH } from '@tailor/shared/upi';

/** A translation key of the settings namespace with its values. */
export type MessageKey = { key: string; values?: Record<string, string | number> };

const FIXED: Record<string, MessageKey> = {
  [SETTINGS_MESSAGES.language]: { key: 'errors.language' },
  [SETTINGS_MESSAGES.prefixLength]: {
    key: 'errors.prefixLength',
    values: { max: ORDER_NUMBER_PREFIX_MAX_LENGTH },
  },
  [SETTINGS_MESSAGES.prefixCharacters]: { key: 'errors.prefixCharacters' },
  [SETTINGS_MESSAGES.templatesShape]: { key: 'errors.templatesShape' },
  [SETTINGS_MESSAGES.garmentRequired]: { key: 'errors.garmentRequired' },
  [SETTINGS_MESSAGES.garmentLength]: {
    key: 'errors.garmentLength',
    values: { max: GARMENT_NAME_MAX_LENGTH },
  },
  [SETTINGS_MESSAGES.measurementsRequired]: { key: 'errors.measurementsRequired' },
  [SETTINGS_MESSAGES.measurementsMax]: {
    key: 'errors.measurementsMax',
    values: { max: MEASUREMENTS_PER_GARMENT_MAX },
  },
  [SETTINGS_MESSAGES.measurementRequired]: { key: 'errors.measurementRequired' },
  [SETTINGS_MESSAGES.measurementLength]: {
    key: 'errors.measurementLength',
    values: { max: TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH },
  },
  [SETTINGS_MESSAGES.hintLength]: {
    key: 'errors.hintLength',
    values: { max: MEASUREMENT_HINT_MAX_LENGTH },
  },
  [SETTINGS_MESSAGES.hintsShape]: { key: 'errors.hintsShape' },
  [MEASUREMENT_UNIT_MESSAGE]: { key: 'errors.measurementUnit' },
  [UPI_MESSAGES.upiId]: { key: 'errors.upiId' },
  [UPI_MESSAGES.upiIdLength]: { key: 'errors.upiIdLength', values: { max: UPI_ID_MAX_LENGTH } },
  [UPI_MESSAGES.payeeNameLength]: {
    key: 'errors.payeeNameLength',
    values: { max: UPI_PAYEE_NAME_MAX_LENGTH },
  },
  [GST_MESSAGES.gstinFormat]: { key: 'errors.gstinFormat' },
  [GST_MESSAGES.gstinState]: { key: 'errors.gstinState' },
  [GST_MESSAGES.gstinChecksum]: { key: 'errors.gstinChecksum' },
  [GST_MESSAGES.rate]: { key: 'errors.gstRate' },
  [CUSTOMER_MESSAGE_SETTINGS_MESSAGES.days]: {
    key: 'errors.notCollectedDays',
    values: { max: NOT_COLLECTED_DAYS_MAX },
  },
  [CUSTOMER_MESSAGE_SETTINGS_MESSAGES.toggle]: { key: 'errors.customerMessageToggle' },
  [CAPACITY_MESSAGES.dailyCapacity]: {
    key: 'errors.dailyCapacity',
    values: { max: DAILY_CAPACITY_MAX },
  },
  [CAPACITY_MESSAGES.employeeCapacity]: {
    key: 'errors.employeeCapacity',
    values: { max: EMPLOYEE_CAPACITY_MAX },
  },
  [CAPACITY_MESSAGES.bufferDays]: { key: 'errors.bufferDays', values: { max: BUFFER_DAYS_MAX } },
};

/**
 * The translation of a settings rule's message, as the shared schema (and so the server) words it;
 * null for any other text, which is then shown as the server sent it. Messages that name a garment
 * are recognised by building them again with the shared functions, so a change of wording there
 * cannot slip past.
 */
export function settingsMessageKey(message: string | undefined): MessageKey | null {
  if (!message) return null;
  const fixed = FIXED[message];
  if (fixed) return fixed;

  for (const gender of GENDERS as readonly Gender[]) {
    if (message === tooManyGarmentsMessage(gender))
      return { key: `errors.tooManyGarments.${gender}`, values: { max: GARMENTS_PER_GENDER_MAX } };
  }

  const garmentTwice = /^The garment '(.*)' is listed twice for \w+$/.exec(message);
  if (garmentTwice) {
    const garment = garmentTwice[1]!;
    for (const gender of GENDERS as readonly Gender[]) {
      if (message === duplicateGarmentMessage(gender, garment))
        return { key: `errors.duplicateGarment.${gender}`, values: { garment } };
    }
  }

  const measurementTwice = /^'(.*)' is listed twice for the garment '(.*)'$/.exec(message);
  if (measurementTwice) {
    const [, measurement, garment] = measurementTwice as unknown as [string, string, string];
    if (message === duplicateMeasurementMessage(garment, measurement))
      return { key: 'errors.duplicateMeasurement', values: { garment, measurement } };
  }
  return null;
}
