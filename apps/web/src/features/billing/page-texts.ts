// The text namespaces of the billing parts (see lib/page-texts.ts).

/** The bill and tax invoice downloads on an order's page. */
export const BILLING_DOWNLOADS_TEXTS: readonly string[] = ['billing'];
