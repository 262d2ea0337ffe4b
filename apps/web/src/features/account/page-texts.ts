// The text namespaces of the account pages and sections (see lib/page-texts.ts).

export const SIGNUP_PAGE_TEXTS: readonly string[] = [
  'accounts',
  'auth',
  'common',
  'errors',
  'public',
];
/** The owner's account section, the first tab of the account page. */
export const ACCOUNT_SECTION_TEXTS: readonly string[] = ['account', 'common', 'errors'];
export const EMPLOYEE_ACCOUNT_PAGE_TEXTS: readonly string[] = ['common', 'employeeArea'];
