// The text namespaces of the books pages (see lib/page-texts.ts).

export const DAY_BOOK_PAGE_TEXTS: readonly string[] = ['books', 'common', 'dataList', 'errors'];
/** The composition return's line on the earnings page. */
export const CMP08_LINE_TEXTS: readonly string[] = ['books'];
