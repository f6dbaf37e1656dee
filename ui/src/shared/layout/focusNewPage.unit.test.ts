import { describe, expect, it } from 'vitest';
import { mayMoveFocus } from './focusNewPage';

/** Just enough of an element for the rule: its children and whether it is still in the page. */
function element(children: Element[] = [], isConnected = true, inDialog = false): Element {
  const self = {
    isConnected,
    closest: (selector: string) => (inDialog && selector.includes('dialog') ? self : null),
    contains: (other: unknown): boolean =>
      other === self || children.some((child) => child === other || child.contains(other as Element)),
  };
  return self as unknown as Element;
}

describe('mayMoveFocus', () => {
  const field = element();
  const main = element([field]);
  const body = element([main]);
  const headerLink = element();

  it('moves the focus when it was lost with the old page', () => {
    expect(mayMoveFocus({ active: body, body, main, trigger: headerLink })).toBe(true);
    expect(mayMoveFocus({ active: null, body, main, trigger: null })).toBe(true);
    expect(mayMoveFocus({ active: element([], false), body, main, trigger: null })).toBe(true);
  });

  it('moves the focus from the link that was followed, even one inside the page', () => {
    expect(mayMoveFocus({ active: headerLink, body, main, trigger: headerLink })).toBe(true);
    expect(mayMoveFocus({ active: field, body, main, trigger: field })).toBe(true);
  });

  it('moves the focus from the header, menu or footer', () => {
    expect(mayMoveFocus({ active: element(), body, main, trigger: headerLink })).toBe(true);
  });

  it('leaves the focus where the visitor put it in the new page', () => {
    expect(mayMoveFocus({ active: field, body, main, trigger: headerLink })).toBe(false);
  });

  it('leaves the focus in a dialog the new page opened, but takes it from the menu link followed', () => {
    const dialogButton = element([], true, true);
    expect(mayMoveFocus({ active: dialogButton, body, main, trigger: headerLink })).toBe(false);
    expect(mayMoveFocus({ active: dialogButton, body, main, trigger: dialogButton })).toBe(true);
  });
});
