// The text namespaces of the customers pages (see lib/page-texts.ts).

export const CUSTOMERS_PAGE_TEXTS: readonly string[] = ['common', 'customers', 'dataList'];
export const CUSTOMER_DETAILS_TEXTS: readonly string[] = [
  'common',
  'customers',
  'errors',
  'newOrder',
];
