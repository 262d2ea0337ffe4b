import { Navigate, useParams } from 'react-router';
import { landingPath } from '../../../lib/decide-redirect';
import { keepReturnPath } from '../../../lib/return-path';
import { readSessionSnapshot } from '../../../lib/session';

/**
 * /g/:tag, the address a garment tag's QR holds, which a phone's camera opens: the garment in the
 * signed-in user's own area. Signed out, the sign-in page, which comes back here once signed in
 * (whoever signs in: the address names no one); an employee without a shop chosen chooses first.
 */
export function GarmentLinkRoute() {
  const { tag = '' } = useParams();
  const snapshot = readSessionSnapshot();
  const path = `/g/${encodeURIComponent(tag)}`;
  const landing = landingPath(snapshot);
  if (!snapshot.authToken) {
    keepReturnPath({ path, userId: null });
    return <Navigate to="/" replace />;
  }
  if (landing === '/app/order_list') return <Navigate to={`/app${path}`} replace />;
  if (landing === '/employee/orders') return <Navigate to={`/employee${path}`} replace />;
  return <Navigate to={landing ?? '/'} replace />;
}
