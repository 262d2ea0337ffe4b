/*
 * A customer's wire values, limits, rule codes and refusal texts, apart from the schemas
 * (customers.ts) so that screens and the error and rule texts load them without zod.
 */
import { nameRules } from './accounts-rules';
import { ADDRESS_MIN_LENGTH, FETCH_ALL_LIMIT } from './constants';
import { atLeastCharacters, atMostCharacters } from './length-rules';
import type { RuleDefinition } from './rules';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const ADDRESS_MAX_LENGTH = 500;

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * How a person on a shared mobile number is related to its owner. A number's first person is
 * 'self'; one phone often holds a whole family (the husband brings his wife's blouse and his
 * son's kurta), each with a customer record of their own.
 */
export const RELATIONS = [
  'self',
  'wife',
  'husband',
  'son',
  'daughter',
  'mother',
  'father',
  'other',
] as const;
export type Relation = (typeof RELATIONS)[number];

export const CUSTOMER_MESSAGES = {
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  dateOfBirthTooOld: 'Date of birth must be after 1900',
  notOnMobile: 'This person is not on this mobile number',
  nameTaken: 'Someone on this mobile number already has this name',
} as const;

/** Why a person's relation, date of birth or a list's page is refused: codes, texts and keys. */
export const CUSTOMER_PERSON_RULES = {
  CUSTOMER_RELATION_INVALID: {
    key: 'customers:rules.relationInvalid',
    text: (p: { relations: string }) => `Relation must be one of: ${p.relations}`,
    params: { relations: RELATIONS.join(', ') },
  },
  CUSTOMER_DATE_OF_BIRTH_TOO_OLD: {
    key: 'customers:rules.dateOfBirthTooOld',
    text: CUSTOMER_MESSAGES.dateOfBirthTooOld,
  },
  CUSTOMER_LIST_LIMIT_INVALID: {
    key: 'customers:rules.limitInvalid',
    text: (p: { max: number }) => `limit must be a whole number from 0 to ${p.max}`,
    params: { max: FETCH_ALL_LIMIT },
  },
  LIST_PAGE_INVALID: {
    key: 'common:rules.pageInvalid',
    text: 'page must be a whole number from 1',
  },
} as const satisfies Record<string, RuleDefinition>;
/** Why a customer's gender is refused (none given, or one the shop does not offer). */
export const CUSTOMER_GENDER_RULES = {
  CUSTOMER_GENDER_REQUIRED: {
    key: 'newOrder:validation.genderRequired',
    text: 'Please select a gender first.',
  },
} as const satisfies Record<string, RuleDefinition>;

/**
 * Why a customer's name is refused: each code with its English sentence and its customers key
 * (the order forms word them with keys of their own).
 */
const customerName = nameRules(
  'Customer name',
  'customers:editDetails.validation.name',
  'Customer name is required.',
);
export const CUSTOMER_NAME_RULES = {
  CUSTOMER_NAME_REQUIRED: customerName.required,
  CUSTOMER_NAME_MIN: customerName.min,
  CUSTOMER_NAME_MAX: customerName.max,
} as const satisfies Record<string, RuleDefinition>;

const addressKey = (key: string) => `customers:address.validation.${key}`;

/**
 * Why a customer's address is refused: each code with its English sentence and its customers key
 * (the order forms word them with keys of their own).
 */
export const CUSTOMER_ADDRESS_RULES = {
  CUSTOMER_ADDRESS_REQUIRED: { key: addressKey('required'), text: 'Address is required' },
  CUSTOMER_ADDRESS_MIN: atLeastCharacters(addressKey('min'), 'Address', ADDRESS_MIN_LENGTH),
  CUSTOMER_ADDRESS_MAX: atMostCharacters(addressKey('max'), 'Address', ADDRESS_MAX_LENGTH),
} as const satisfies Record<string, RuleDefinition>;
