/*
 * Why a store call fails, apart from the schemas (stores.ts) so that the error and rule texts load
 * without zod.
 */
import type { RuleDefinition } from './rules';

/** Texts the client shows when these store calls fail. */
export const STORE_MESSAGES = {
  fetchFailed: 'Failed to fetch stores',
  switchFailed: 'Failed to switch store',
  storeRequired: 'Select a store',
  notYourStore: 'You are not an active employee of this store',
} as const;

/** Why a store is refused: its code, English sentence and key. */
export const STORE_RULES = {
  STORE_REQUIRED: { key: 'stores:rules.storeRequired', text: STORE_MESSAGES.storeRequired },
} as const satisfies Record<string, RuleDefinition>;
