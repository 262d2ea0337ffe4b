// What other features may use from invites.
export { InviteEmployeeDialog } from './components/invite-employee-dialog';
