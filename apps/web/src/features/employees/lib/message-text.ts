import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '@tailor/shared/constants';
import { MAX_EXPERIENCE_YEARS } from '@tailor/shared/employees';
import { EXPERIENCE_REQUIRED, EXPERIENCE_WHOLE_YEARS } from './employee-form-schema';

type Translation = readonly [key: string, params?: Record<string, number>];

/**
 * The shared schemas' English validation messages, as the employee forms meet them, and their
 * employees-namespace keys. The server's refusals are translated by their code (lib/error-text).
 */
const KEYS: Record<string, Translation> = {
  'Name is required': ['validation.nameRequired'],
  [`Name must be at least ${TEXT_MIN_LENGTH} characters`]: [
    'validation.nameMin',
    { min: TEXT_MIN_LENGTH },
  ],
  [`Name must be at most ${TEXT_MAX_LENGTH} characters`]: [
    'validation.nameMax',
    { max: TEXT_MAX_LENGTH },
  ],
  'Enter a valid 10-digit mobile number.': ['validation.phone'],
  'Enter a valid email address': ['validation.email'],
  [EXPERIENCE_REQUIRED]: ['validation.experienceRequired'],
  [EXPERIENCE_WHOLE_YEARS]: ['validation.experienceWhole'],
  'Experience cannot be negative': ['validation.experienceWhole'],
  [`Experience must be at most ${MAX_EXPERIENCE_YEARS} years`]: [
    'validation.experienceMax',
    { max: MAX_EXPERIENCE_YEARS },
  ],
  'Specialization is required': ['validation.specializationRequired'],
  'Select a valid specialization': ['validation.specializationRequired'],
  'Select a valid position': ['validation.positionInvalid'],
};

/** Translates a validation or server message when it is one of ours. */
export function useEmployeeMessageText(): (
  message: string | undefined | null,
) => string | undefined {
  const { t } = useTranslation('employees');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const known = KEYS[message];
      return known ? t(known[0], known[1]) : message;
    },
    [t],
  );
}
