import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * happy-dom's IntersectionObserver never reports, so what loads near the view (lib/use-near-view:
 * a chart, a photo slider) would never load. This one does as tests say: `scrollIntoView()`
 * reports every observed element as near the view, and with `{ inView: true }` every element is
 * near as soon as it is observed. Undo with vi.unstubAllGlobals().
 */
export function mockIntersection({ inView = false } = {}) {
  const live = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly observed: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      this.observed.push(element);
      live.add(this);
      if (inView) this.report();
    }
    unobserve() {}
    disconnect() {
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    report() {
      if (!live.has(this)) return;
      const entries = this.observed.map(
        (target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry,
      );
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Elements waiting to come near the view. */
    observed: () => [...live].flatMap((observer) => observer.observed),
    scrollIntoView: () => act(() => [...live].forEach((observer) => observer.report())),
  };
}
