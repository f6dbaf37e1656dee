import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '../router';

/**
 * After every client-side navigation to another path (not on the first load, not for a new query
 * string on the same page): scrolls a page opened by a link to its top (back and forward keep the
 * browser's scroll position) and moves the focus to the new page's h1 (focusNewPage, loaded with the
 * first navigation: a first visit does not need it).
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const fromHistory = useRef(false);

  useEffect(() => {
    const onPopState = () => (fromHistory.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const main = mainRef.current;
    if (shownPath.current === pathname || !main) return;
    shownPath.current = pathname;
    if (!fromHistory.current) window.scrollTo(0, 0);
    fromHistory.current = false;
    const trigger = document.activeElement;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./focusNewPage').then(({ focusNewPage }) => {
      if (!left) stop = focusNewPage(main, trigger);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, mainRef]);
}
