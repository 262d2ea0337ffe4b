import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Holds what waits for the browser to be idle (lib/when-idle: date pickers, the wizard's later
 * steps) until `idle()` runs it, so a test can look at a page before that. Undo with
 * vi.unstubAllGlobals().
 */
export function holdIdle() {
  const tasks = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    tasks.set(++next, task);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => tasks.delete(handle));
  return {
    /** How many tasks wait for the browser to be idle. */
    waiting: () => tasks.size,
    idle: () =>
      act(() => {
        const due = [...tasks.values()];
        tasks.clear();
        due.forEach((task) => task());
      }),
  };
}
