// The text namespaces of the employees pages and parts (see lib/page-texts.ts).

export const EMPLOYEE_LIST_TEXTS: readonly string[] = ['common', 'dataList', 'employees', 'errors'];
/**
 * The employee's page: its own texts. It also shows invites' dialog (INVITE_EMPLOYEE_DIALOG_TEXTS),
 * whose list the router adds: reading it here through invites' index would pull the dialog into
 * the entry chunk with this module.
 */
export const EMPLOYEE_DETAILS_TEXTS: readonly string[] = [
  'common',
  'dataList',
  'employees',
  'errors',
  'public',
];
/** The dialog that adds or edits an employee (also offered by the shopkeeper's order forms). */
export const EMPLOYEE_FORM_TEXTS: readonly string[] = ['common', 'employees', 'errors'];
