// The text namespaces of the frames around the pages (see lib/page-texts.ts).

/** The public pages' frame: app bar with the language menu and logout. */
export const PUBLIC_LAYOUT_TEXTS: readonly string[] = ['common', 'public'];
/** The signed-in frame: app bar, drawer, offline outbox. */
export const APP_LAYOUT_TEXTS: readonly string[] = ['common', 'errors', 'public'];
