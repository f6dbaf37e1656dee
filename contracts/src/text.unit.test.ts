import { describe, expect, it } from 'vitest';
import { isPlainText } from './text';

describe('isPlainText', () => {
  it('accepts ordinary text, line breaks, tabs and emoji', () => {
    for (const text of ['Riverside Dome', '12 Main St\nSuite 4', 'a\tb', 'Québec 🏒', '']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses what PostgreSQL cannot store: NUL and other control characters, unpaired surrogates', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u007f', '\ud800', 'a\udc00b', '\ud83c']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
    }
  });
});
