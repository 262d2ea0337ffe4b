import type { SignInResult } from '@tailor/shared/auth';
import { MANUAL_LOGOUT_FLAG_MS, SESSION_KEYS } from '@tailor/shared/constants';
import { api } from './api-client';
import { navigateTo } from './navigation';
import { clearPersistedQueries } from './persisted-cache';
import { queryClient } from './query-client';
import { session } from './session-store';
import { storeSignIn } from './session-values';

export {
  session,
  readSessionSnapshot,
  useSessionValue,
  type SessionSnapshot,
} from './session-store';

/** How long logout waits for the server to revoke the token before leaving anyway. */
const LOGOUT_REQUEST_TIMEOUT_MS = 5_000;

/** Stores a sign-in result (OTP, Google, account creation, invite acceptance) as the session. */
export function saveSignIn(
  result: SignInResult,
  origin: { fromGoogle?: boolean; fromOtp?: boolean },
): void {
  // Cached answers belong to whoever was signed in before. Mutations stay: the sign-in mutation
  // that called this is still finishing.
  queryClient.removeQueries();
  storeSignIn(result, origin);
}

let manualLogoutTimer: ReturnType<typeof setTimeout> | undefined;

type LogoutCallback = () => Promise<void> | void;
const logoutCallbacks = new Set<LogoutCallback>();

/**
 * Work that must happen at logout while the token still works (forgetting this device's push
 * subscription). Answers a function that removes the callback again.
 */
export function onLogout(callback: LogoutCallback): () => void {
  logoutCallbacks.add(callback);
  return () => {
    logoutCallbacks.delete(callback);
  };
}

async function runLogoutCallbacks(): Promise<void> {
  await Promise.allSettled([...logoutCallbacks].map(async (callback) => callback()));
}

/**
 * Manual logout. The manual-logout flag, kept for one second, stops the requests that
 * fail with 401 as the token goes away from raising the 'Session expired' alert.
 */
export async function logout(): Promise<void> {
  session.set('manualLogout', 'true');
  clearTimeout(manualLogoutTimer);
  manualLogoutTimer = setTimeout(() => session.remove('manualLogout'), MANUAL_LOGOUT_FLAG_MS);
  if (session.get('authToken')) {
    await runLogoutCallbacks();
    try {
      await api.post('/auth/logout', undefined, {
        retries: 0,
        timeoutMs: LOGOUT_REQUEST_TIMEOUT_MS,
      });
    } catch {
      // Best effort: the user is logged out on this device whatever the server says.
    }
  }
  for (const key of SESSION_KEYS) if (key !== 'manualLogout') session.remove(key);
  // The answers saved for offline use belong to who just left.
  await clearPersistedQueries();
  queryClient.clear();
  navigateTo('/');
}
