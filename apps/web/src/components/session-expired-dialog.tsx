import { lazy, Suspense, useState } from 'react';
import { useSessionExpiredNotice } from '../lib/session-expired';

// MUI's Dialog (and Modal) load when the notice is first shown, not with every first page.
const SessionExpiredNotice = lazy(() =>
  import('./session-expired-notice').then((module) => ({ default: module.SessionExpiredNotice })),
);

/** 'Session expired. Please login again.', shown in the app over the sign-in page. */
export function SessionExpiredDialog() {
  const open = useSessionExpiredNotice();
  // Once shown, the dialog stays mounted so that it can close with its transition.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredNotice open={open} />
    </Suspense>
  );
}
