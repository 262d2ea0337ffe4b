// The text namespaces of the stores page and parts (see lib/page-texts.ts).

export const STORE_SELECTION_TEXTS: readonly string[] = ['common', 'stores'];
/** The employee's shop switcher in the app bar. */
export const STORE_SWITCHER_TEXTS: readonly string[] = ['stores'];
/** The shop named in an assigned-orders link. */
export const STORE_FROM_LINK_TEXTS: readonly string[] = ['stores'];
