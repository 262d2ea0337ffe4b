// The text namespaces of the invites pages and parts (see lib/page-texts.ts).

/** The invites the shop has sent (the invites page, the employee list). */
export const SENT_INVITES_TEXTS: readonly string[] = ['invites'];
/** The employee's invites page and the page an invite's link opens. */
export const MY_INVITES_TEXTS: readonly string[] = ['common', 'errors', 'invites'];
export const ACCEPT_INVITE_TEXTS: readonly string[] = ['common', 'errors', 'invites'];
/** The dialog that invites an employee (the employee's page). */
export const INVITE_EMPLOYEE_DIALOG_TEXTS: readonly string[] = ['common', 'invites'];
