import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_DIGITS, PHONE_DIGITS } from '@tailor/shared/constants';
import { useRuleText } from '../../../lib/rule-text';

type Translation = readonly [key: string, params?: Record<string, number>];

// The phone and OTP schemas, shared with the sign-in, order and employee forms, still refuse with
// English sentences.
const SHARED_MESSAGE_KEYS: Record<string, Translation> = {
  'Enter a valid 10-digit mobile number.': ['validation.mobile', { digits: PHONE_DIGITS }],
  'Enter the 6-digit OTP.': ['validation.otp', { digits: OTP_DIGITS }],
};

/**
 * Translates a shared rule's code, as the invite forms meet it; any other message is shown as it
 * is. The server's refusals are translated by their code (lib/error-text).
 */
export function useInviteMessageText(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation('invites');
  const ruleText = useRuleText();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const shared = SHARED_MESSAGE_KEYS[message];
      return ruleText(message) ?? (shared ? t(shared[0], shared[1]) : message);
    },
    [ruleText, t],
  );
}
