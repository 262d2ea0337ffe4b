/*
 * A shop's settings' limits, rule codes and refusal texts, and how an order number is written,
 * apart from the schemas (settings.ts) so that screens and the error and rule texts load them
 * without zod.
 */
import { LANGUAGES } from './constants';
import type { Gender } from './customers-rules';
import { atMostCharacters } from './length-rules';
import type { RuleDefinition } from './rules';

/* ───────────── Limits and texts ───────────── */

export const ORDER_NUMBER_PREFIX_MAX_LENGTH = 10;
export const GARMENT_NAME_MAX_LENGTH = 40;
export const TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH = 40;
export const MEASUREMENTS_PER_GARMENT_MAX = 60;
export const MEASUREMENT_HINT_MAX_LENGTH = 160;
export const GARMENTS_PER_GENDER_MAX = 40;

const GENDER_WORD: Record<Gender, string> = { male: 'men', female: 'women' };

const settingsKey = (key: string) => `settings:errors.${key}`;

/** Why a shop's settings are refused: each code with its English sentence and its settings key. */
export const SETTINGS_RULES = {
  SETTINGS_COLLECT_PAYMENTS_INVALID: {
    key: 'settings:rules.collectPaymentsInvalid',
    text: 'collect_payments must be true or false',
  },
  SETTINGS_SEE_PRICES_INVALID: {
    key: 'settings:rules.seePricesInvalid',
    text: 'see_prices must be true or false',
  },
  SETTINGS_POSITIONS_REQUIRED: {
    key: 'settings:rules.positionsRequired',
    text: 'Position permissions need manager, tailor, assistant and other',
  },
  SETTINGS_LANGUAGE: {
    key: settingsKey('language'),
    text: `Customer message language must be one of ${LANGUAGES.join(', ')}`,
  },
  SETTINGS_PREFIX_LENGTH: atMostCharacters(
    settingsKey('prefixLength'),
    'Order number prefix',
    ORDER_NUMBER_PREFIX_MAX_LENGTH,
  ),
  SETTINGS_PREFIX_CHARACTERS: {
    key: settingsKey('prefixCharacters'),
    text: 'Order number prefix can contain only letters, digits, - and /',
  },
  SETTINGS_TEMPLATES_SHAPE: {
    key: settingsKey('templatesShape'),
    text: 'Measurement templates need a list of garments for male and for female',
  },
  SETTINGS_GARMENT_REQUIRED: {
    key: settingsKey('garmentRequired'),
    text: 'Garment name is required',
  },
  SETTINGS_GARMENT_LENGTH: atMostCharacters(
    settingsKey('garmentLength'),
    'Garment name',
    GARMENT_NAME_MAX_LENGTH,
  ),
  SETTINGS_MEASUREMENTS_REQUIRED: {
    key: settingsKey('measurementsRequired'),
    text: 'Add at least one measurement for each garment',
  },
  SETTINGS_MEASUREMENTS_MAX: {
    key: settingsKey('measurementsMax'),
    text: (p: { max: number }) => `A garment can have at most ${p.max} measurements`,
    params: { max: MEASUREMENTS_PER_GARMENT_MAX },
  },
  SETTINGS_MEASUREMENT_REQUIRED: {
    key: settingsKey('measurementRequired'),
    text: 'Measurement name is required',
  },
  SETTINGS_MEASUREMENT_LENGTH: atMostCharacters(
    settingsKey('measurementLength'),
    'Measurement name',
    TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH,
  ),
  SETTINGS_HINT_LENGTH: atMostCharacters(
    settingsKey('hintLength'),
    'A hint',
    MEASUREMENT_HINT_MAX_LENGTH,
  ),
  SETTINGS_HINTS_SHAPE: {
    key: settingsKey('hintsShape'),
    text: 'Hints must be a map of measurement name to text',
  },
  /** "You can keep at most 40 garments for men" */
  SETTINGS_TOO_MANY_GARMENTS_MALE: {
    key: settingsKey('tooManyGarments.male'),
    text: (p: { max: number }) => `You can keep at most ${p.max} garments for men`,
    params: { max: GARMENTS_PER_GENDER_MAX },
  },
  SETTINGS_TOO_MANY_GARMENTS_FEMALE: {
    key: settingsKey('tooManyGarments.female'),
    text: (p: { max: number }) => `You can keep at most ${p.max} garments for women`,
    params: { max: GARMENTS_PER_GENDER_MAX },
  },
  /** "The garment 'Kurta' is listed twice for men" (names compared without case) */
  SETTINGS_GARMENT_TWICE: {
    key: (p: { gender: Gender }) => settingsKey(`duplicateGarment.${p.gender}`),
    text: (p: { gender: Gender; garment: string }) =>
      `The garment '${p.garment}' is listed twice for ${GENDER_WORD[p.gender]}`,
  },
  /** "'Chest' is listed twice for the garment 'Kurta'" (names compared without case) */
  SETTINGS_MEASUREMENT_TWICE: {
    key: settingsKey('duplicateMeasurement'),
    text: (p: { garment: string; measurement: string }) =>
      `'${p.measurement}' is listed twice for the garment '${p.garment}'`,
  },
} as const satisfies Record<string, RuleDefinition>;

/**
 * The one way an order's number is written, on bills, screens, the customer's tracking page,
 * WhatsApp texts, notifications and exports: the shop's prefix, then the number ('KT-' and 42
 * give 'KT-42'; no prefix gives '42'). The prefix carries its own separator. Texts around it keep
 * the spec's wording ('Order #{order_number}' reads 'Order #KT-42').
 */
export function formatOrderNumber(prefix: string, orderNumber: number): string {
  return `${prefix}${orderNumber}`;
}

export const PERMISSION_MESSAGES = {
  collectPayments: 'Your shop does not allow your position to collect payments',
  collectWithoutPrices:
    'Your shop does not allow your position to see prices, so you cannot collect payments',
  setPrices:
    'Your shop does not allow your position to see or set prices. Ask the shopkeeper to enter them',
} as const;
