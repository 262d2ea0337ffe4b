/*
 * An invite's statuses, rule codes and refusal texts, apart from the schemas (invites.ts) so that
 * screens and the error and rule texts load them without zod.
 */
import { PHONE_DIGITS, TEXT_MAX_LENGTH } from './constants';
import { atMostCharacters, exactlyDigits } from './length-rules';
import type { RuleDefinition } from './rules';

/** An invite is pending until accepted, rejected or cancelled; expiry is read from expires_at. */
export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

const invitesKey = (key: string) => `invites:validation.${key}`;

/** Why an invite's name or phone is refused: each code with its English sentence and its key. */
export const INVITE_RULES = {
  INVITE_NAME_REQUIRED: { key: invitesKey('nameRequired'), text: 'Name is required' },
  INVITE_NAME_MAX: atMostCharacters(invitesKey('nameTooLong'), 'Name', TEXT_MAX_LENGTH),
  INVITE_PHONE_REQUIRED: { key: invitesKey('phoneRequired'), text: 'Phone number is required' },
  INVITE_PHONE_DIGITS: exactlyDigits(invitesKey('phoneDigits'), 'Phone number', PHONE_DIGITS),
} as const satisfies Record<string, RuleDefinition>;

/** Texts of the invite answers. */
export const INVITE_MESSAGES = {
  notFound: 'Invite not found',
  expired: 'This invite has expired',
  cancelled: 'This invite was cancelled',
  used: 'This invite has already been used',
  rejected: 'This invite was declined',
  differentPhone: 'This invite was sent to a different phone number',
  alreadyEmployee: 'This phone number already belongs to an active employee of your shop',
  alreadyPending:
    'An invite to this phone number is already pending. Resend it from the invites list.',
  ownPhone: 'You cannot invite your own phone number',
  onlyPendingResend: 'Only a pending invite can be resent',
  onlyPendingCancel: 'Only a pending invite can be cancelled',
} as const;
