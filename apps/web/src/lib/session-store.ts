import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, type SessionKey } from '@tailor/shared/constants';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The stored session of spec §3, in localStorage so it survives reloads and is shared by tabs.
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
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
