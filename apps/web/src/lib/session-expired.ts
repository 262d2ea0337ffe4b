import { useSyncExternalStore } from 'react';
import { keepReturnPath, type ReturnPath } from './return-path';

export { takeReturnPath, type ReturnPath } from './return-path';

/**
 * The session-expired notice ('Session expired. Please login again.') and the page the
 * user was on, so signing in again brings them back. The API client raises it without React; the
 * app shows it as an in-app dialog over the sign-in page rather than a blocking browser alert.
 */
let noticeOpen = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showSessionExpired(returnPath: ReturnPath | null): void {
  if (returnPath) keepReturnPath(returnPath);
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
