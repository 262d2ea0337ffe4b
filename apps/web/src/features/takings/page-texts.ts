// The text namespaces of the takings page and card (see lib/page-texts.ts).

export const TAKINGS_PAGE_TEXTS: readonly string[] = ['common', 'dataList', 'errors', 'takings'];
/** Today's takings, a card of the dashboard. */
export const TODAYS_TAKINGS_CARD_TEXTS: readonly string[] = ['takings'];
