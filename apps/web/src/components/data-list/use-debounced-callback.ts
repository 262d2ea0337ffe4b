import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * `run(...args)` calls `fn(...args)` once calls have paused for `delayMs` (a search box waits for
 * the typing to stop); `cancel()` drops a pending call. A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
) {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { run, cancel };
}
