import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleText, type OwnRuleKeys } from '../../../lib/rule-text';

/**
 * Where the employee form words a rule otherwise than its own key: a negative experience reads as
 * "whole number of years", an unknown specialization as "required".
 */
const OWN_KEYS: OwnRuleKeys = {
  PHONE_INVALID: 'employees:validation.phone',
  EMPLOYEE_EXPERIENCE_NEGATIVE: 'employees:validation.experienceWhole',
  EMPLOYEE_SPECIALIZATION_INVALID: 'employees:validation.specializationRequired',
};

// The email schema, shared with the account and invite forms, still refuses with an English
// sentence.
const SHARED_MESSAGE_KEYS: Record<string, string> = {
  'Enter a valid email address': 'validation.email',
};

/**
 * Translates a shared rule's code, as the employee forms meet it; any other message is shown as
 * it is. The server's refusals are translated by their code (lib/error-text).
 */
export function useEmployeeMessageText(): (
  message: string | undefined | null,
) => string | undefined {
  const { t } = useTranslation('employees');
  const ruleText = useRuleText(OWN_KEYS);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const shared = SHARED_MESSAGE_KEYS[message];
      return ruleText(message) ?? (shared ? t(shared) : message);
    },
    [ruleText, t],
  );
}
