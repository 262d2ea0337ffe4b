// The text namespaces of the legal pages (see lib/page-texts.ts).

export const TERMS_PAGE_TEXTS: readonly string[] = ['auth', 'common', 'legal', 'public'];
