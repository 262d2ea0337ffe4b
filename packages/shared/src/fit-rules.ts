/*
 * How it fitted (issue 31, section 4): wire values, rule codes and texts, apart from the schemas
 * (fit.ts) so that screens and the error texts load them without zod.
 */
import { atMostCharacters } from './length-rules';
import type { RuleDefinition } from './rules';

export const FIT_ANSWERS = ['good', 'needs_change'] as const;
export type FitAnswer = (typeof FIT_ANSWERS)[number];

/** The customer may tell how it fitted for this many days after the order was Delivered. */
export const FIT_WINDOW_DAYS = 14;
/** An alteration opened by 'needs a change' is due this many days after. */
export const FIT_FIX_DUE_DAYS = 3;
export const FIT_NOTE_MAX_LENGTH = 200;

export const FIT_RULES = {
  FIT_ANSWER_INVALID: {
    key: 'orderDetails:fit.rules.answerInvalid',
    text: 'Choose good or needs_change',
  },
  FIT_NOTE_LENGTH: atMostCharacters(
    'orderDetails:fit.rules.noteLength',
    'Note',
    FIT_NOTE_MAX_LENGTH,
  ),
} as const satisfies Record<string, RuleDefinition>;

export const FIT_MESSAGES = {
  windowClosed: 'How it fitted can be told for 14 days after the order was delivered',
  answered: 'How this fitted was already told: the answer stays as given',
  productNotInOrder: 'This garment is not part of the order',
} as const;
