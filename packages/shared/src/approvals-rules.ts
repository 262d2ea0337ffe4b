/*
 * The customer's yes before extra work (issue 31, section 3): wire values, rule codes and refusal
 * texts, apart from the schemas (approvals.ts) so that screens and the error texts load them
 * without zod.
 */
import { atMostCharacters } from './length-rules';
import type { RuleDefinition } from './rules';

/** An add-on (extra work at a price, a line of the order once approved) or a design (a photo). */
export const APPROVAL_KINDS = ['addon', 'design'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_DECISIONS = ['approve', 'decline'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const APPROVAL_DESCRIPTION_MIN_LENGTH = 3;
export const APPROVAL_DESCRIPTION_MAX_LENGTH = 120;
/** An add-on's description becomes the name of its line on the order, which holds 50 characters. */
export const APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH = 50;
export const APPROVAL_NOTE_MAX_LENGTH = 200;

/** Why an approval request or a decision is refused: codes with their texts (rules.ts). */
export const APPROVAL_RULES = {
  APPROVAL_KIND_INVALID: {
    key: 'orderDetails:approvals.rules.kindInvalid',
    text: 'Choose what to ask: add-on or design',
  },
  APPROVAL_DESCRIPTION_REQUIRED: {
    key: 'orderDetails:approvals.rules.descriptionRequired',
    text: 'Say what the customer is asked to approve',
  },
  APPROVAL_DESCRIPTION_LENGTH: {
    key: 'orderDetails:approvals.rules.descriptionLength',
    text: 'Description: 3 to 120 characters',
  },
  APPROVAL_ADDON_DESCRIPTION_LENGTH: {
    key: 'orderDetails:approvals.rules.addonDescriptionLength',
    text: "An add-on's description becomes a line of the order: 3 to 50 characters",
  },
  APPROVAL_AMOUNT_REQUIRED: {
    key: 'orderDetails:approvals.rules.amountRequired',
    text: 'An add-on needs its price: more than ₹0',
  },
  APPROVAL_IMAGE_INVALID: {
    key: 'orderDetails:approvals.rules.imageInvalid',
    text: "Choose one of the order's photos",
  },
  APPROVAL_DECISION_INVALID: {
    key: 'orderDetails:approvals.rules.decisionInvalid',
    text: 'Choose approve or decline',
  },
  APPROVAL_NOTE_LENGTH: atMostCharacters(
    'orderDetails:approvals.rules.noteLength',
    'Note',
    APPROVAL_NOTE_MAX_LENGTH,
  ),
} as const satisfies Record<string, RuleDefinition>;

export const APPROVAL_MESSAGES = {
  notFound: 'Approval not found',
  orderClosed: 'This order is delivered or cancelled: it takes no more approvals',
  decided: 'This approval was already answered: its answer stays as given',
  imageNotOfOrder: "The photo must be one of this order's photos",
} as const;
