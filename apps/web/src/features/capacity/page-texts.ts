// The text namespaces of the capacity page and parts (see lib/page-texts.ts).

export const CAPACITY_PAGE_TEXTS: readonly string[] = ['capacity', 'common', 'public'];
/** The load under a due-date field and the warning beside an assignment (other features' forms). */
export const CAPACITY_LOAD_TEXTS: readonly string[] = ['capacity'];
