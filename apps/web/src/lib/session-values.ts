import type { SignInResult } from '@tailor/shared/auth';
import { SESSION_KEYS, type SessionKey } from '@tailor/shared/constants';

/** Called on every change made through `session`, in this tab. */
export const sessionListeners = new Set<() => void>();

function notify(): void {
  for (const listener of sessionListeners) listener();
}

/**
 * The stored session, in localStorage so it survives reloads and is shared by tabs.
 * Storage can throw (private mode, quota); the app then behaves as signed out instead of crashing.
 */
export const session = {
  get(key: SessionKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: SessionKey, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Nothing sensible to do: the next read sees no value.
    }
    notify();
  },
  remove(key: SessionKey): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // See set().
    }
    notify();
  },
  clear(): void {
    for (const key of SESSION_KEYS) session.remove(key);
  },
};

export type SessionSnapshot = Partial<Record<SessionKey, string | null>>;

export function readSessionSnapshot(): SessionSnapshot {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, session.get(key)]));
}

function setOrRemove(key: SessionKey, value: string | null | undefined): void {
  if (value) session.set(key, value);
  else session.remove(key);
}

/**
 * Writes a sign-in result (OTP, Google, account creation, invite acceptance) as the session.
 * Without React or the query cache, so the static sign-in page can use it too.
 */
export function storeSignIn(
  result: SignInResult,
  origin: { fromGoogle?: boolean; fromOtp?: boolean },
): void {
  session.set('authToken', result.token);
  session.set('userId', result.user_id);
  session.set('role', result.role);
  setOrRemove('employeeId', result.employee_id);
  setOrRemove('selectedStoreId', result.store_id);
  setOrRemove('selectedStoreName', result.store_name);
  session.set('signup', result.signup ? 'true' : 'false');
  setOrRemove('fromGoogle', origin.fromGoogle ? 'true' : null);
  setOrRemove('fromOtp', origin.fromOtp ? 'true' : null);
  session.remove('manualLogout');
}
