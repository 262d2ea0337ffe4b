// The text namespaces of the karigars pages and parts (see lib/page-texts.ts).

/** The karigar wages page, and the employee's own wages page. */
export const KARIGARS_PAGE_TEXTS: readonly string[] = [
  'common',
  'dataList',
  'errors',
  'karigars',
  'newOrder',
];
/** The karigar work card under an order's details. */
export const ORDER_WORK_TEXTS: readonly string[] = ['common', 'errors', 'karigars', 'newOrder'];
