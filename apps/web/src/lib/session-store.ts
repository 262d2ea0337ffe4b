import { useSyncExternalStore } from 'react';
import type { SessionKey } from '@tailor/shared/constants';
import { session, sessionListeners } from './session-values';

export { session, readSessionSnapshot, type SessionSnapshot } from './session-values';

function subscribe(listener: () => void): () => void {
  sessionListeners.add(listener);
  // Another tab signing in or out changes the same storage.
  window.addEventListener('storage', listener);
  return () => {
    sessionListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** One session value that re-renders its component when it changes, here or in another tab. */
export function useSessionValue(key: SessionKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => session.get(key),
    () => null,
  );
}
