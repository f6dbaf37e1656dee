import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '../router';

/** How long a new page may take to show its h1 (lazy code and data) before focus goes to main. */
export const HEADING_WAIT_MS = 8_000;

interface FocusState {
  /** the element with focus now */
  active: Element | null;
  body: Element;
  main: Element;
  /** the element that had focus when the navigation was seen (usually the link followed) */
  trigger: Element | null;
}

/**
 * Whether the new page may take the focus: yes when it is still on the link followed, was lost with
 * the old page (body), or is in the header, menu or footer; not when the visitor has already moved it
 * into the new page (a field they started typing in) or a dialog holds it (the page opened an error).
 */
export function mayMoveFocus({ active, body, main, trigger }: FocusState): boolean {
  if (!active || active === body || active === trigger || !active.isConnected) return true;
  if (active.closest('[role="dialog"]')) return false;
  return !main.contains(active);
}

const shown = (element: Element) => element.getClientRects().length > 0;

/**
 * After every client-side navigation to another path (not on the first load, not for a new query
 * string on the same page): scrolls a page that was opened by a link back to the top (back and forward
 * keep the browser's scroll position) and moves focus to the new page's h1 (made focusable with
 * tabIndex -1), so keyboard and screen reader users start on it and hear its title. A page that shows
 * no h1 in time gets the focus on `main` instead. Until the visitor does something, a heading the page
 * renders anew (after loading its data) gets the focus back from the body.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const fromHistory = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    if (!fromHistory.current) window.scrollTo(0, 0);
    fromHistory.current = false;

    const trigger = document.activeElement;
    let focused: HTMLElement | null = null;
    const focus = (target: HTMLElement) => {
      if (!mayMoveFocus({ active: document.activeElement, body: document.body, main, trigger })) {
        stop();
        return;
      }
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
      focused = target;
    };
    const heading = () => {
      const found = main.querySelector('h1');
      return found && shown(found) ? found : null;
    };
    const follow = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (focused && !lost) return;
      const target = heading();
      if (target) focus(target);
    };

    const observer = new MutationObserver(follow);
    const timer = window.setTimeout(() => {
      if (!focused) focus(main);
      stop();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    }
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    follow();
    return stop;
  }, [pathname, mainRef]);
}
