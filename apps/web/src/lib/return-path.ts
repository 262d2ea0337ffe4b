/**
 * The page a user was on when their session expired, kept for this tab so signing in again (in
 * the app or on the static sign-in page) brings them back. No React here: the static sign-in page
 * reads it too.
 */
const RETURN_PATH_KEY = 'returnPath';

export type ReturnPath = { path: string; userId: string | null };

export function keepReturnPath(returnPath: ReturnPath): void {
  sessionStorage.setItem(RETURN_PATH_KEY, JSON.stringify(returnPath));
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
