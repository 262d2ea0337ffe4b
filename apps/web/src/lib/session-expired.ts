import { useSyncExternalStore } from 'react';

/**
 * The session-expired notice (spec §4: 'Session expired. Please login again.') and the page the
 * user was on, so signing in again brings them back. The API client raises it without React; the
 * app shows it as an in-app dialog over the sign-in page rather than a blocking browser alert.
 */
const RETURN_PATH_KEY = 'returnPath';

export type ReturnPath = { path: string; userId: string | null };

let noticeOpen = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showSessionExpired(returnPath: ReturnPath | null): void {
  if (returnPath) sessionStorage.setItem(RETURN_PATH_KEY, JSON.stringify(returnPath));
  noticeOpen = true;
  emit();
}

export function dismissSessionExpired(): void {
  noticeOpen = false;
  emit();
}

export function useSessionExpiredNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => noticeOpen,
    () => false,
  );
}

/** The page to go back to after signing in again, once; null when there is none. */
export function takeReturnPath(): ReturnPath | null {
  const stored = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<ReturnPath>;
    return typeof parsed.path === 'string' && parsed.path.startsWith('/')
      ? { path: parsed.path, userId: typeof parsed.userId === 'string' ? parsed.userId : null }
      : null;
  } catch {
    return null;
  }
}
