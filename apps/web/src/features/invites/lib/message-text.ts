import { useCallback } from 'react';
import { useRuleText, type OwnRuleKeys } from '../../../lib/rule-text';

/** Where the invite forms word a rule otherwise than its own key. */
const OWN_KEYS: OwnRuleKeys = {
  PHONE_INVALID: 'invites:validation.mobile',
  OTP_INVALID: 'invites:validation.otp',
};

/**
 * Translates a shared rule's code, as the invite forms meet it; any other message is shown as it
 * is. The server's refusals are translated by their code (lib/error-text).
 */
export function useInviteMessageText(): (message: string | undefined | null) => string | undefined {
  const ruleText = useRuleText(OWN_KEYS);
  return useCallback(
    (message) => (message ? (ruleText(message) ?? message) : undefined),
    [ruleText],
  );
}
