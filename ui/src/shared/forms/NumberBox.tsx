import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type Ref } from 'react';

/** Whether `text` is what a box of `digits` digits may hold: nothing, or up to that many digits. */
export function isDigitsText(text: string, digits: number): boolean {
  if (text.length > digits) return false;
  for (const character of text) if (character < '0' || character > '9') return false;
  return true;
}

/** The value an `insert…` input would give the box, its selection replaced by the inserted text. */
function valueAfter(input: HTMLInputElement, inserted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + inserted + input.value.slice(end);
}

export interface NumberBoxProps extends Omit<TextInputProps, 'type' | 'inputMode' | 'pattern' | 'maxLength'> {
  ref?: Ref<HTMLInputElement>;
  /** at most this many digits (2: a number 0–99) */
  digits?: number;
}

/**
 * The admin's box for a score or a number (goals, assists, periods, a jersey number, games): whole
 * numbers of `digits` digits only. It opens the phone's numeric keypad, selects what it holds whenever it
 * gets focus (a click, a tap or Tab), so the first digit typed replaces the "0" it shows, and refuses
 * anything else as it is typed or pasted: the box keeps what it held. Takes `form.register(name)`'s
 * props like a TextInput.
 */
export function NumberBox({
  ref,
  digits = 2,
  onChange,
  onFocus,
  onMouseDown,
  onMouseUp,
  ...props
}: NumberBoxProps) {
  const own = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(own, ref);
  /** what the box held before the latest edit: put back when the edit is refused */
  const before = useRef('');
  /** focus came with this press of the mouse (or of a finger): select once it is released */
  const pressedToFocus = useRef(false);

  useEffect(() => {
    const input = own.current;
    if (!input) return;
    // refuses a character before it shows (typing, pasting, dropping); deletions are always fine
    const guard = (event: InputEvent) => {
      before.current = input.value;
      if (!event.inputType.startsWith('insert') || event.inputType === 'insertCompositionText') return;
      if (!isDigitsText(valueAfter(input, event.data ?? ''), digits)) event.preventDefault();
    };
    input.addEventListener('beforeinput', guard);
    return () => input.removeEventListener('beforeinput', guard);
  }, [digits]);

  return (
    <TextInput
      {...props}
      ref={merged}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={digits}
      autoComplete="off"
      onFocus={(event) => {
        event.currentTarget.select();
        onFocus?.(event);
      }}
      onMouseDown={(event) => {
        pressedToFocus.current = document.activeElement !== event.currentTarget;
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        // the press put the caret where it landed: select the whole number instead
        if (pressedToFocus.current) {
          event.preventDefault();
          event.currentTarget.select();
          pressedToFocus.current = false;
        }
        onMouseUp?.(event);
      }}
      onChange={(event) => {
        const input = event.currentTarget;
        // what got past the guard (a keyboard's composition, an old browser): undone, and not passed on
        if (!isDigitsText(input.value, digits)) {
          input.value = isDigitsText(before.current, digits) ? before.current : '';
          return;
        }
        before.current = input.value;
        onChange?.(event);
      }}
    />
  );
}
