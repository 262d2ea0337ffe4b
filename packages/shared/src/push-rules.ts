/*
 * Why a push subscription is refused, apart from the schemas (push.ts) so that the error and rule
 * texts load without zod.
 */
import type { RuleDefinition } from './rules';

export const PUSH_MESSAGES = {
  endpoint: 'A push subscription needs its endpoint URL',
  keys: 'A push subscription needs its p256dh and auth keys',
  insecureEndpoint: 'The push endpoint must be an https URL',
} as const;

/** Why a push subscription is refused: each code with its English sentence and its key. */
export const PUSH_RULES = {
  PUSH_ENDPOINT_INVALID: { key: 'notifications:rules.pushEndpoint', text: PUSH_MESSAGES.endpoint },
  PUSH_KEYS_INVALID: { key: 'notifications:rules.pushKeys', text: PUSH_MESSAGES.keys },
} as const satisfies Record<string, RuleDefinition>;
