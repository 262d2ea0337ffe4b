// The text namespaces of the trials page (see lib/page-texts.ts).

export const TRIALS_PAGE_TEXTS: readonly string[] = ['common', 'public', 'trials'];
