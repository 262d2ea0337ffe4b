/**
 * Resolves once the browser has painted what a tap changed (a button's ripple), so the work the
 * tap asks for (checking a step, drawing the next) never holds up the tap's own answer on a slow
 * phone. Where frames are not drawn (a hidden tab, tests without them), it resolves on the next task.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
