import { MENU_DRAWER_ID } from './shared/layout/menuDrawerId';

/**
 * A page the server rendered is shown before the app has started (docs/pages.md): its links work as
 * links, but the phone menu button answers only once the app has started. A tap on it in between is
 * kept here, and the app opens the menu once it has taken the page over: the visitor's tap is not
 * lost. Taps from the moment React takes the page over are React's own (it replays them once it has
 * hydrated what they landed on), so keeping stops there.
 */

const MENU_BUTTON = `button[aria-controls="${MENU_DRAWER_ID}"]`;
let tapped = false;

function keep(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) tapped = true;
}

/** From the start of index.html's script: taps on the menu button are kept. */
export function keepEarlyMenuTaps(): void {
  document.addEventListener('click', keep, true);
}

/** Right before React takes the page over: from then on, taps are React's. */
export function stopKeepingMenuTaps(): void {
  document.removeEventListener('click', keep, true);
}

/** Once the app has taken the page over: a tap kept before opens the menu now, as it would have then. */
export function answerEarlyMenuTap(): void {
  if (!tapped) return;
  tapped = false;
  document.querySelector<HTMLButtonElement>(MENU_BUTTON)?.click();
}
