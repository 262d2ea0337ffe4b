import { useEffect, useEffectEvent, useState } from 'react';

/** Start the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '240px';

/**
 * Infinite loading: returns a ref for an element placed after the last row; when that element comes
 * into view and `enabled` is true, `onLoadMore` runs. The observer is rebuilt whenever `enabled`
 * turns true again, and a fresh observer reports the current state at once, so a page that still
 * leaves the end in view loads the next one too.
 */
export function useLoadMoreSentinel(enabled: boolean, onLoadMore: (() => void) | undefined) {
  const [node, setNode] = useState<Element | null>(null);
  const loadMore = useEffectEvent(() => onLoadMore?.());

  useEffect(() => {
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node]);

  return setNode;
}
