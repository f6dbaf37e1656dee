import { useCallback, useState } from 'react';

/** How far below (or above) the viewport an element counts as near: about a phone screen. */
export const NEAR_MARGIN = '800px 0px';

/**
 * False until the element given to the returned ref comes within NEAR_MARGIN of the viewport (at once
 * in a browser without IntersectionObserver), then true for good: for a part of a page whose code
 * loads only when the visitor scrolls towards it.
 */
export function useNearViewport<T extends Element>(): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(false);
  const observed = useCallback((element: T | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [near, observed];
}
