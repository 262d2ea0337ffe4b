/*
 * Karigar wages' wire values, limits, rule codes and refusal texts, apart from the schemas
 * (karigars.ts) so that screens and the error and rule texts load them without zod.
 */
import type { RuleDefinition } from './rules';

/**
 * The stage of work a rate pays for: 'completed' is the whole garment, credited when its order
 * becomes Completed; the others are steps of the work, credited when the shop or the garment's
 * karigar marks the step done (POST /karigar-work). A step's credit stays with who did it when the
 * garment is later reassigned or its order reopened: that work was done. Only the shopkeeper or
 * the karigar it is credited to may take it back, and a Cancelled order's steps earn nothing new.
 */
export const KARIGAR_STAGES = [
  'completed',
  'cutting',
  'stitching',
  'finishing',
  'trial_fix',
] as const;
export type KarigarStage = (typeof KARIGAR_STAGES)[number];
export const WORK_STEPS = ['cutting', 'stitching', 'finishing', 'trial_fix'] as const;
export type WorkStep = (typeof WORK_STEPS)[number];

export const LEDGER_ENTRY_KINDS = [
  'credit',
  'credit_reversal',
  'payout',
  'payout_reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Methods a payout is made by. */
export const PAYOUT_METHODS = ['cash', 'upi'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The longest period a ledger or pay slip covers, in days. */
export const LEDGER_PERIOD_MAX_DAYS = 366;
export const GARMENT_NAME_MAX = 60;
export const LEDGER_NOTE_MAX = 200;

/** Why a rate, a payout or a work step is refused: codes with their texts (rules.ts). */
export const KARIGAR_RULES = {
  KARIGAR_GARMENT_REQUIRED: { key: 'karigars:rates.garmentRequired', text: 'Enter the garment' },
  KARIGAR_GARMENT_TOO_LONG: {
    key: 'karigars:rates.garmentTooLong',
    text: (p: { max: number }) => `Garment can have at most ${p.max} characters`,
    params: { max: GARMENT_NAME_MAX },
  },
  KARIGAR_RATE_INVALID: { key: 'karigars:rates.rateInvalid', text: 'Enter a valid rate' },
  KARIGAR_RATE_NOT_POSITIVE: {
    key: 'karigars:rates.rateAboveZero',
    text: 'Rate must be greater than zero',
  },
  KARIGAR_AMOUNT_INVALID: { key: 'karigars:payout.amountInvalid', text: 'Enter a valid amount' },
  KARIGAR_AMOUNT_NOT_POSITIVE: {
    key: 'karigars:payout.amountAboveZero',
    text: 'Amount must be greater than zero',
  },
  KARIGAR_METHOD_INVALID: { key: 'karigars:rules.methodInvalid', text: 'Choose cash or UPI' },
  KARIGAR_NOTE_TOO_LONG: {
    key: 'karigars:payout.noteTooLong',
    text: (p: { max: number }) => `Note can have at most ${p.max} characters`,
    params: { max: LEDGER_NOTE_MAX },
  },
  KARIGAR_STAGE_INVALID: {
    key: 'karigars:rules.stageInvalid',
    text: 'Choose the stage: completed, cutting, stitching, finishing or trial fix',
  },
} as const satisfies Record<string, RuleDefinition>;

export const KARIGAR_MESSAGES = {
  periodInvalid: `Choose a period of 1 to ${LEDGER_PERIOD_MAX_DAYS} days, its start not after its end`,
} as const;
