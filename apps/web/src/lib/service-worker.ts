import { useSyncExternalStore } from 'react';

/**
 * The offline service worker (generated at build time by vite-plugin-pwa, see vite.config.ts):
 * registered once the page has loaded, so neither its code nor its precache download stands
 * between the visitor and the first paint. A new version waits; the app offers to reload into it.
 */
let updateReady = false;
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setUpdateReady(value: boolean): void {
  updateReady = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version of the app is installed and waiting for a reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
}

/** Switches to the waiting version and reloads the page into it. */
export function reloadIntoUpdate(): void {
  setUpdateReady(false);
  void applyUpdate?.(true);
}

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => setUpdateReady(true),
  });
}

/** Starts the service worker after the load event (at once if the page has loaded already). */
export function registerServiceWorkerAfterLoad(): void {
  // The development server has no generated worker.
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;
  const start = () => {
    register().catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
