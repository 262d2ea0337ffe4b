/** The token at the end of an invite link ('…/invite/{token}'), or null when the link has none. */
export function inviteTokenFromLink(link: string): string | null {
  const match = /\/invite\/([^/?#]+)\/?(?:[?#].*)?$/.exec(link.trim());
  return match ? decodeURIComponent(match[1]!) : null;
}
