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
  return !active.closest('[role="dialog"]') && !main.contains(active);
}

/**
 * Moves focus to the new page's h1 (made focusable with tabIndex -1) as soon as `main` shows one, so
 * keyboard and screen reader users start on it and hear its title; a page that shows no h1 in time
 * gets it on `main`. Until the visitor does something, an h1 the page renders anew (after loading its
 * data) takes back a focus that fell to the body. Answers how to stop (the next navigation).
 */
export function focusNewPage(main: HTMLElement, trigger: Element | null): () => void {
  let focused = false;
  const focus = (target: HTMLElement) => {
    if (!mayMoveFocus({ active: document.activeElement, body: document.body, main, trigger })) return stop();
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    focused = true;
  };
  const follow = () => {
    const heading = main.querySelector('h1');
    const lost = document.activeElement === document.body;
    if ((!focused || lost) && heading?.getClientRects().length) focus(heading);
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
}
