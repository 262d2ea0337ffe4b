import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_DIGITS, PHONE_DIGITS, TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { INVITE_MESSAGES } from '@tailor/shared/invites';
import { ApiError } from '../../../lib/api-client';

/**
 * Shared schemas and the server speak English; these are the invites-namespace keys of the
 * messages the invite screens can meet. Anything else is shown as it came.
 */
type Translation = readonly [key: string, params?: Record<string, number>];

const KEYS: Record<string, Translation> = {
  [INVITE_MESSAGES.nameRequired]: ['validation.nameRequired'],
  [INVITE_MESSAGES.nameTooLong]: ['validation.nameTooLong', { max: TEXT_MAX_LENGTH }],
  [INVITE_MESSAGES.phoneRequired]: ['validation.phoneRequired'],
  [INVITE_MESSAGES.phoneDigits]: ['validation.phoneDigits', { digits: PHONE_DIGITS }],
  [INVITE_MESSAGES.notFound]: ['server.notFound'],
  [INVITE_MESSAGES.expired]: ['server.expired'],
  [INVITE_MESSAGES.cancelled]: ['server.cancelled'],
  [INVITE_MESSAGES.used]: ['server.used'],
  [INVITE_MESSAGES.rejected]: ['server.rejected'],
  [INVITE_MESSAGES.differentPhone]: ['server.differentPhone'],
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

/** The server's own message for an answered request (4xx/5xx), or null (network, timeout). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'http' && error.message.trim()
    ? error.message
    : null;
}
