import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_DIGITS, PHONE_DIGITS, TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { INVITE_MESSAGES } from '@tailor/shared/invites';

/**
 * The shared schemas' English validation messages, as the invite forms meet them, and their
 * invites-namespace keys. The server's refusals are translated by their code (lib/error-text).
 */
type Translation = readonly [key: string, params?: Record<string, number>];

const KEYS: Record<string, Translation> = {
  [INVITE_MESSAGES.nameRequired]: ['validation.nameRequired'],
  [INVITE_MESSAGES.nameTooLong]: ['validation.nameTooLong', { max: TEXT_MAX_LENGTH }],
  [INVITE_MESSAGES.phoneRequired]: ['validation.phoneRequired'],
  [INVITE_MESSAGES.phoneDigits]: ['validation.phoneDigits', { digits: PHONE_DIGITS }],
  'Enter a valid 10-digit mobile number.': ['validation.mobile', { digits: PHONE_DIGITS }],
  'Enter the 6-digit OTP.': ['validation.otp', { digits: OTP_DIGITS }],
};

/** Translates a validation or server message when it is one of ours. */
export function useInviteMessageText(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation('invites');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const known = KEYS[message];
      return known ? t(known[0], known[1]) : message;
    },
    [t],
  );
}
