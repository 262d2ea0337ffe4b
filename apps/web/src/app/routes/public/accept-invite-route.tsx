import { useParams } from 'react-router';
import { AcceptInvitePage } from '../../../features/invites/components/accept-invite-page';

/** /invite/:token */
export function AcceptInviteRoute() {
  const { token = '' } = useParams();
  return <AcceptInvitePage key={token} token={token} />;
}
