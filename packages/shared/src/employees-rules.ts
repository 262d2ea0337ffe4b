/*
 * An employee's wire values, limits, rule codes and refusal texts, apart from the schemas
 * (employees.ts) so that screens and the error and rule texts load them without zod.
 */
import { nameRules } from './accounts-rules';
import { pageLimitRule } from './length-rules';
import type { RuleDefinition } from './rules';

/** How an invite made while adding an employee reaches them. */
export const INVITE_DELIVERIES = ['sms', 'link'] as const;
export type InviteDelivery = (typeof INVITE_DELIVERIES)[number];

/**
 * Whether a person can sign in as this employee: a linked account (an accepted invite), a pending
 * invite to their phone, or neither (a record only).
 */
export const SIGN_IN_STATES = ['can_sign_in', 'invited', 'none'] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

/** Wire values of an employee's position and specialization. */
export const POSITIONS = ['manager', 'tailor', 'assistant', 'other'] as const;
export type Position = (typeof POSITIONS)[number];

export const SPECIALIZATIONS = [
  "men's wear",
  "women's wear",
  'embroidery',
  'alteration',
  'all types',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Longest experience accepted, in whole years. */
export const MAX_EXPERIENCE_YEARS = 80;

const employeesKey = (key: string) => `employees:validation.${key}`;
const employeeName = nameRules('Name', employeesKey('name'));

/** Why an employee's details are refused: each code with its English sentence and its key. */
export const ASSIGNMENTS_LIMIT_MAX = 100;

export const EMPLOYEE_RULES = {
  EMPLOYEE_SEND_INVITE_INVALID: {
    key: 'employees:rules.sendInviteInvalid',
    text: 'send_invite must be sms or link',
  },
  EMPLOYEE_ASSIGNMENTS_LIMIT_INVALID: pageLimitRule(
    'employees:rules.assignmentsLimitInvalid',
    ASSIGNMENTS_LIMIT_MAX,
  ),
  EMPLOYEE_NAME_REQUIRED: employeeName.required,
  EMPLOYEE_NAME_MIN: employeeName.min,
  EMPLOYEE_NAME_MAX: employeeName.max,
  EMPLOYEE_POSITION_INVALID: {
    key: employeesKey('positionInvalid'),
    text: 'Select a valid position',
  },
  EMPLOYEE_EXPERIENCE_REQUIRED: {
    key: employeesKey('experienceRequired'),
    text: 'Experience is required',
  },
  EMPLOYEE_EXPERIENCE_WHOLE: {
    key: employeesKey('experienceWhole'),
    text: 'Experience must be a whole number of years',
  },
  EMPLOYEE_EXPERIENCE_NEGATIVE: {
    key: employeesKey('experienceNegative'),
    text: 'Experience cannot be negative',
  },
  EMPLOYEE_EXPERIENCE_MAX: {
    key: employeesKey('experienceMax'),
    text: (p: { max: number }) => `Experience must be at most ${p.max} years`,
    params: { max: MAX_EXPERIENCE_YEARS },
  },
  EMPLOYEE_SPECIALIZATION_REQUIRED: {
    key: employeesKey('specializationRequired'),
    text: 'Specialization is required',
  },
  EMPLOYEE_SPECIALIZATION_INVALID: {
    key: employeesKey('specializationInvalid'),
    text: 'Select a valid specialization',
  },
} as const satisfies Record<string, RuleDefinition>;

export const EMPLOYEE_NOT_FOUND = 'Employee not found';
