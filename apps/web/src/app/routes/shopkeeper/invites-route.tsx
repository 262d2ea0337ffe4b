import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/invites */
export function InvitesRoute() {
  return <PlaceholderPage titleKey="screens.invites" />;
}
