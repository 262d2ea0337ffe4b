// The text namespaces of the push parts (see lib/page-texts.ts).

/** The offer to turn on push messages (the notifications page, the bell's panel). */
export const PUSH_PROMPT_TEXTS: readonly string[] = ['notifications'];
/** The push subscription's upkeep shows nothing. */
export const PUSH_REGISTRATION_TEXTS: readonly string[] = [];
