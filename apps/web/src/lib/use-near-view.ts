import { useEffect, useState } from 'react';

/**
 * Load a part (a chart, a photo slider) once it is within a screen of the view: far enough ahead
 * that a scrolling shopkeeper finds it ready, near enough that a phone's first screen does not
 * fetch what sits further down the page.
 */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether the element has come within a screen of the view; it stays true once it has. Returns a
 * ref callback for the element. Without IntersectionObserver it is true at once.
 */
export function useNearView(): [boolean, (node: Element | null) => void] {
  const [node, setNode] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node]);

  return [near, setNode];
}
