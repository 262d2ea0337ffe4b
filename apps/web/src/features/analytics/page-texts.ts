// The text namespaces of the analytics pages (see lib/page-texts.ts).

export const DASHBOARD_PAGE_TEXTS: readonly string[] = [
  'analytics',
  'common',
  'dataList',
  'public',
];
export const EARNINGS_PAGE_TEXTS: readonly string[] = ['analytics', 'common'];
