import { describe, expect, it } from 'vitest';
import { fitText, textWidth } from './fitText';

describe('a bracket label cut to fit', () => {
  it('estimates wide letters wider than narrow ones, bold wider than regular', () => {
    expect(textWidth('WWW', 13)).toBeGreaterThan(textWidth('iii', 13));
    expect(textWidth('Cats', 13, true)).toBeGreaterThan(textWidth('Cats', 13));
    expect(textWidth('Cats', 26)).toBe(2 * textWidth('Cats', 13));
  });

  it('keeps a label that fits, cuts a longer one with an ellipsis to the width', () => {
    expect(fitText('(4) Colonie Cobras', 160, 13, true)).toBe('(4) Colonie Cobras');
    const cut = fitText('(3) Guilderland Grizzlies Hockey Club', 160, 13, true);
    expect(cut.endsWith('…')).toBe(true);
    expect('(3) Guilderland Grizzlies Hockey Club'.startsWith(cut.slice(0, -1))).toBe(true);
    expect(textWidth(cut, 13, true)).toBeLessThanOrEqual(160);
    // one letter more would not fit
    const next = '(3) Guilderland Grizzlies Hockey Club'.slice(0, cut.length);
    expect(textWidth(`${next}…`, 13, true)).toBeGreaterThan(160);
  });

  it('cuts a bold label shorter than the same label in regular type, and no space before the ellipsis', () => {
    const name = 'Winner of Guilderland Grizzlies / Delmar Dragons';
    expect(fitText(name, 194, 13, true).length).toBeLessThan(fitText(name, 194, 13).length);
    expect(fitText('Aaaa Bbbbbbbbbbbbbbbbbbbbbbbb', textWidth('Aaaa B', 13), 13)).toBe('Aaaa…');
  });
});
