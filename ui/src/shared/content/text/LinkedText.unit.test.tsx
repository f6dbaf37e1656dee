import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './LinkedText';

describe('LinkedText', () => {
  it('writes the addresses as links that open a new tab with noopener noreferrer nofollow', () => {
    const html = renderToStaticMarkup(<LinkedText text="Tickets: https://x.org/t?a=1&b=2. Thanks" />);
    expect(html).toMatch(
      /^Tickets: <a href="https:\/\/x\.org\/t\?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow" class="[^"]+">https:\/\/x\.org\/t\?a=1&amp;b=2<\/a>\. Thanks$/,
    );
  });

  it('writes markup in the text as text, never as elements', () => {
    const html = renderToStaticMarkup(
      <LinkedText text={'<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a>'} />,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a ');
    expect(html).toContain('&lt;img');
  });
});
