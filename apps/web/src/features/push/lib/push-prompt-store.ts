import { useSyncExternalStore } from 'react';
import { pushPermission } from './push-support';

/** Remembers on this device that the user said 'Not now' to the push offer. */
export const PUSH_PROMPT_DISMISSED_KEY = 'pushPromptDismissed';

const listeners = new Set<() => void>();

function readDismissed(): boolean {
  try {
    return localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every shown prompt that the answer changed (permission asked, offer dismissed). */
export function pushPromptChanged(): void {
  for (const listener of listeners) listener();
}

export function dismissPushPrompt(): void {
  try {
    localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, 'true');
  } catch {
    // The offer then comes back next visit.
  }
  pushPromptChanged();
}

/** Whether to offer push now: supported, not yet asked, not dismissed. */
export function usePushOffer(): boolean {
  return useSyncExternalStore(subscribe, () => pushPermission() === 'default' && !readDismissed());
}
