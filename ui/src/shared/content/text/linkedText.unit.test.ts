import { describe, expect, it } from 'vitest';
import { textParts } from './linkedText';

const joined = (text: string) =>
  textParts(text)
    .map((part) => part.text)
    .join('');

describe('the web addresses of a text', () => {
  it('finds http and https addresses, every other character kept as text', () => {
    const text = 'Scores at https://league.example.org/scores and http://old.example.org today.';
    expect(textParts(text)).toEqual([
      { kind: 'text', text: 'Scores at ' },
      { kind: 'link', text: 'https://league.example.org/scores', href: 'https://league.example.org/scores' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://old.example.org', href: 'http://old.example.org' },
      { kind: 'text', text: ' today.' },
    ]);
    expect(joined(text)).toBe(text);
  });

  it("leaves a sentence's punctuation after an address out of it, not a bracket the address opened", () => {
    expect(textParts('(see https://x.org/a).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://x.org/a', href: 'https://x.org/a' },
      { kind: 'text', text: ').' },
    ]);
    const wiki = 'https://en.example.org/wiki/Rink_(Albany)';
    expect(textParts(`${wiki}, then`)[0]).toEqual({ kind: 'link', text: wiki, href: wiki });
    expect(textParts('https://x.org/?q=1&r=2!')[0]).toMatchObject({ text: 'https://x.org/?q=1&r=2' });
  });

  it('makes no link of another scheme, a bare www address or an address with nothing after the scheme', () => {
    for (const text of [
      'javascript:alert(1)',
      'mailto:board@example.org',
      'ftp://files.example.org/a',
      'data:text/html,<b>x</b>',
      'www.example.org',
      'https://',
      'http://.',
    ]) {
      expect(textParts(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('ends an address at white space, quotes or angle brackets', () => {
    expect(textParts('"https://x.org/a"<b>').map((part) => part.kind)).toEqual(['text', 'link', 'text']);
    expect(textParts('https://x.org/a\nnext line')[0]).toMatchObject({ text: 'https://x.org/a' });
  });

  it('keeps a 300-character address whole, and a text without addresses as one part', () => {
    const long = `https://example.org/${'a'.repeat(280)}`;
    expect(textParts(`Read ${long}`)).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: long, href: long },
    ]);
    expect(textParts('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
    expect(textParts('')).toEqual([]);
  });
});
