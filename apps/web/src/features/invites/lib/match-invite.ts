import type { Invite } from '@tailor/shared/invites';
import { matchesPhone } from '../../../lib/match-phone';

/** Whether an invite matches the search box: part of the name (any case) or of the phone number. */
export function matchesInvite(invite: Pick<Invite, 'name' | 'phone'>, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return invite.name.toLowerCase().includes(query) || matchesPhone(invite.phone, query);
}
