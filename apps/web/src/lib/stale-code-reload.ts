/**
 * After the server is upgraded, a page left open still asks for the code chunks of the version it
 * was loaded with, and those are gone (404). Reloading once brings the new version; the guard keeps
 * a chunk that is truly missing from reloading the page over and over.
 */
const RELOADED_AT_KEY = 'tsm.staleCodeReloadedAt';
const NOTICE_KEY = 'tsm.newVersionLoaded';
export const STALE_CODE_RELOAD_GUARD_MS = 5 * 60 * 1000;

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Reloads the page into the version the server has now, unless it did so within the guard or the
 * device is offline (a reload then shows the browser's offline page, not the app). True if it did.
 */
export function reloadForNewVersion(now = Date.now()): boolean {
  if (navigator.onLine === false) return false;
  const last = Number(readStorage(RELOADED_AT_KEY));
  if (last && now - last < STALE_CODE_RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Without storage there is no guard: a reload could loop, so the error shows instead.
    return false;
  }
  window.location.reload();
  return true;
}

/** Whether the failure is the browser's refusal of a code chunk (wording differs by browser). */
export function isStaleCodeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(
    error.message,
  );
}

/**
 * Vite announces a chunk (or its CSS) it could not load with `vite:preloadError`; preventing the
 * event keeps the error from reaching the page while the reload is under way. Returns the stop.
 */
export function listenForStaleCode(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForNewVersion()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

/** Whether this page is the reload into a new version; answers true once per reload. */
export function takeNewVersionNotice(): boolean {
  if (readStorage(NOTICE_KEY) === null) return false;
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return false;
  }
  return true;
}
