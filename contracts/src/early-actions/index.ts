/**
 * The one inline script of the site (docs/pages.md): the first thing in the head
 * of a page the server rendered, allowed by its hash in the Content-Security-Policy. From the first byte
 * of the page it keeps what a visitor does before index.html's script has run (taps, typing, fields
 * left, forms sent) in `window[EARLY_ACTIONS_KEPT]`, and stops any form from being sent by the browser,
 * which would write its fields, a password among them, into the address. index.html's script takes the
 * kept actions over and stops these listeners (ui/src/earlyActions.ts).
 */

/** The window property where the inline script keeps the visitor's early actions. */
export const EARLY_ACTIONS_KEPT = '__leagueEarlyActions';

/** What the inline script keeps: the events in the order they came, and how to stop listening. */
export interface KeptEarlyActions {
  events: Event[];
  stop(): void;
}

/** The events the inline script keeps (ui/src/earlyActions.ts answers each kind). */
export const EARLY_ACTION_EVENTS = ['click', 'input', 'change', 'focusout', 'submit'] as const;

export type EarlyActionEvent = (typeof EARLY_ACTION_EVENTS)[number];

/** The script's text, as it is written between `<script>` and `</script>` (its hash is in the CSP). */
export const EARLY_ACTIONS_SCRIPT =
  `(function(){var t=${JSON.stringify(EARLY_ACTION_EVENTS)},k={events:[],stop:function(){` +
  `t.forEach(function(n){document.removeEventListener(n,f,true)})}};` +
  `function f(e){if(e.type==="submit")e.preventDefault();k.events.push(e)}` +
  `t.forEach(function(n){document.addEventListener(n,f,true)});window.${EARLY_ACTIONS_KEPT}=k})()`;
