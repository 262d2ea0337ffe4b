import { useCallback } from 'react';
import { useRuleText, type OwnRuleKeys } from '../../../lib/rule-text';

/**
 * Where the employee form words a rule otherwise than its own key: the phone and email in its own
 * words, a negative experience as "whole number of years", an unknown specialization as "required".
 */
const OWN_KEYS: OwnRuleKeys = {
  PHONE_INVALID: 'employees:validation.phone',
  EMAIL_INVALID: 'employees:validation.email',
  EMPLOYEE_EXPERIENCE_NEGATIVE: 'employees:validation.experienceWhole',
  EMPLOYEE_SPECIALIZATION_INVALID: 'employees:validation.specializationRequired',
};

/**
 * Translates a shared rule's code, as the employee forms meet it; any other message is shown as
 * it is. The server's refusals are translated by their code (lib/error-text).
 */
export function useEmployeeMessageText(): (
  message: string | undefined | null,
) => string | undefined {
  const ruleText = useRuleText(OWN_KEYS);
  return useCallback(
    (message) => (message ? (ruleText(message) ?? message) : undefined),
    [ruleText],
  );
}
