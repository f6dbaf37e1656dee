import {
  EARLY_ACTION_EVENTS,
  EARLY_ACTIONS_KEPT,
  type EarlyActionEvent,
  type KeptEarlyActions,
} from '@league/contracts/early-actions';
import { MENU_DRAWER_ID } from './shared/layout/menuDrawerId';

/**
 * A page the server rendered is shown before the app has started (docs/pages.md): its links work as
 * links, but its controls answer only once the app has taken the page over. What a visitor does in
 * between is kept here and given to the app then, so that nothing is lost:
 * - a tap on the phone menu button opens the menu;
 * - what is typed in a field, or chosen in a list, becomes the form's own: React takes the fields over
 *   with the values it rendered (empty) and would otherwise put those back at its next change;
 * - a field left in between counts as left, so its message shows as it would have on leaving it;
 * - a form sent in between (Enter in a field) is not sent by the browser, which would write its
 *   fields, a password among them, into the address: the app sends it once the fields are its own.
 * Taps from the moment React takes the page over are React's own (it replays them once it has
 * hydrated what they landed on); typing and sending are kept until it has started.
 */

const MENU_BUTTON = `button[aria-controls="${MENU_DRAWER_ID}"]`;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let tapped = false;
let sentForm: HTMLFormElement | null = null;
/** what was typed in a field, and where its caret was (none: at the end) */
const typed = new Map<Field, { value: string; caret: [number, number] | null }>();
/** the fields the visitor left (focus moved away from them) */
const left = new Set<Field>();

/** The fields whose value a visitor gives: text of any kind and lists, not boxes, files or buttons. */
function asField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  if (!(target instanceof HTMLInputElement)) return null;
  return /^(?:checkbox|radio|file|hidden|submit|reset|button|image)$/.test(target.type) ? null : target;
}

function keepTap(event: Event): void {
  if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) tapped = true;
}

function caretOf(field: Field): [number, number] | null {
  if (field instanceof HTMLSelectElement) return null;
  const { selectionStart, selectionEnd } = field;
  return selectionStart == null || selectionEnd == null ? null : [selectionStart, selectionEnd];
}

function keepTyping(event: Event): void {
  const field = asField(event.target);
  if (field) typed.set(field, { value: field.value, caret: caretOf(field) });
}

function keepLeaving(event: Event): void {
  const field = asField(event.target);
  if (field) left.add(field);
}

function keepSending(event: Event): void {
  // neither the browser nor a part of the app not yet its own sends it
  event.preventDefault();
  event.stopPropagation();
  if (event.target instanceof HTMLFormElement) sentForm = event.target;
}

/** How each kind of action is kept: the kinds the page's inline script keeps too. */
const KEEPERS: Readonly<Record<EarlyActionEvent, (event: Event) => void>> = {
  click: keepTap,
  input: keepTyping,
  change: keepTyping,
  focusout: keepLeaving,
  submit: keepSending,
};

/**
 * The actions the page's inline script kept before this one ran (@league/contracts/early-actions), its
 * listeners stopped: from here on this script keeps them. Called by index.html's script on any answer.
 */
export function takeOverKeptActions(): Event[] {
  const kept = (window as unknown as Record<string, KeptEarlyActions | undefined>)[EARLY_ACTIONS_KEPT];
  if (!kept) return [];
  kept.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_ACTIONS_KEPT];
  return kept.events;
}

/** From the start of index.html's script: taps, typing and sending are kept, those kept before too. */
export function keepEarlyActions(): void {
  // typed where no script saw it (a page without the inline one): a field's value differs from the
  // one the server wrote
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue;
    if (changed && asField(field)) typed.set(field, { value: field.value, caret: null });
  }
  for (const event of takeOverKeptActions()) KEEPERS[event.type as EarlyActionEvent](event);
  for (const type of EARLY_ACTION_EVENTS) document.addEventListener(type, KEEPERS[type], true);
}

/** Right before React takes the page over: from then on, taps are React's. */
export function stopKeepingTaps(): void {
  document.removeEventListener('click', keepTap, true);
}

/** An edit of the field, as the browser announces typing (a change, for a list). */
const announce = (field: Field) =>
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));

/**
 * Gives a field's value to the app as an edit of it. A first event brings the field into the app: React
 * takes the part of the page it is in over at once if it has not yet (it takes parts below a Suspense
 * boundary over after the rest), remembering the value the field has as its last seen. So the value
 * is then set through the field's own property, which React follows, to another one, written as the
 * browser writes what is typed, and announced as typing is: React sees a change, and the form has it.
 */
function giveToApp(field: Field, { value, caret }: { value: string; caret: [number, number] | null }): void {
  announce(field);
  const write = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  write?.call(field, value);
  // React may have written its own value over it already: the caret goes back where it was
  if (caret && document.activeElement === field) (field as HTMLInputElement).setSelectionRange(...caret);
  announce(field);
}

/**
 * Tells the app a field was left, as the browser does (focusout, which React's onBlur follows), once the
 * field is the app's: an edit event that changes nothing brings it in first, as for typing.
 */
function leaveInApp(field: Field): void {
  if (!typed.has(field)) announce(field);
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/**
 * Once the app has taken the page over: what was typed becomes the form's, the fields left are left, a
 * form sent is sent, and a tap kept opens the menu, each as it would have been then. Run after React's
 * own work of taking the page over (a microtask later), so that the edits are answered as a visitor's
 * are.
 */
export function answerEarlyActions(): void {
  // taps stopped being kept when React took the page over (stopKeepingTaps)
  for (const type of EARLY_ACTION_EVENTS)
    if (type !== 'click') document.removeEventListener(type, KEEPERS[type], true);
  queueMicrotask(() => {
    for (const [field, kept] of typed) if (field.isConnected) giveToApp(field, kept);
    // a field the visitor came back to is being typed in, not left
    for (const field of left) if (field.isConnected && document.activeElement !== field) leaveInApp(field);
    typed.clear();
    left.clear();
    if (sentForm?.isConnected) sentForm.requestSubmit();
    sentForm = null;
    if (tapped) document.querySelector<HTMLButtonElement>(MENU_BUTTON)?.click();
    tapped = false;
  });
}
