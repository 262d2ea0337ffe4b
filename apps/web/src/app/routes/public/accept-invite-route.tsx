import { PlaceholderPage } from '../../../components/placeholder-page';

/** /invite/:token */
export function AcceptInviteRoute() {
  return <PlaceholderPage titleKey="screens.acceptInvite" />;
}
