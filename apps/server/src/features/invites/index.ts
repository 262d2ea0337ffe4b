// The invites feature's public surface: inviting a new employee as they are added.
export { insertInvite } from './insert-invite';
