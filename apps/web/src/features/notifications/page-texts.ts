// The text namespaces of the notifications page and bell (see lib/page-texts.ts).

export const NOTIFICATIONS_PAGE_TEXTS: readonly string[] = ['common', 'notifications', 'public'];
/** The app bar's bell and its panel. */
export const NOTIFICATION_BELL_TEXTS: readonly string[] = ['common', 'notifications', 'public'];
