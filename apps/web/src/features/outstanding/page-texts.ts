// The text namespaces of the outstanding page (see lib/page-texts.ts).

export const OUTSTANDING_PAGE_TEXTS: readonly string[] = [
  'common',
  'dataList',
  'errors',
  'outstanding',
];
