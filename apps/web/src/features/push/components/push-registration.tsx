import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLogout, useSessionValue } from '../../../lib/session';
import { pushPermission } from '../lib/push-support';
import { subscribeThisDevice, unsubscribeThisDevice } from '../lib/push-subscription';

/**
 * Keeps this browser's push subscription in step with the session: once signed in, a browser whose
 * notifications are already allowed is subscribed again (silently, for the new user); on logout
 * the subscription is dropped. Renders nothing.
 */
export function PushRegistration() {
  const token = useSessionValue('authToken');
  const queryClient = useQueryClient();

  useEffect(() => onLogout(unsubscribeThisDevice), []);

  useEffect(() => {
    if (!token || pushPermission() !== 'granted') return;
    // Push is a convenience: without it the bell still shows everything.
    subscribeThisDevice(queryClient).catch(() => undefined);
  }, [token, queryClient]);

  return null;
}
