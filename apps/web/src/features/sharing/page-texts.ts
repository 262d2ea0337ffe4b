// The text namespaces of the sharing parts (see lib/page-texts.ts).

/** The share actions of an order, and of a customer's order history. */
export const SHARE_ACTIONS_TEXTS: readonly string[] = ['common', 'public', 'sharing'];
