import { describe, expect, it } from 'vitest';
import { escapeHtml, pageTemplate } from './page-html';
import type { PageHead } from './page-heads';

const head: PageHead = { status: 200, title: 'A & <B>', description: `"quoted" 'too'`, noindex: false };

describe('the HTML of a page', () => {
  it('escapes the five characters that matter in text and in attributes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it("puts the page's head in place of index.html's title, the rest as the build wrote it", () => {
    const render = pageTemplate(
      '<html><head><meta charset="UTF-8" /><title>Site</title><script src="/a.js"></script></head><body></body></html>',
    );
    const html = render(head, 'http://league.test', '/x');
    expect(html.startsWith('<html><head><meta charset="UTF-8" /><title>A &amp; &lt;B&gt;</title>')).toBe(
      true,
    );
    expect(html.endsWith('<script src="/a.js"></script></head><body></body></html>')).toBe(true);
    expect(html).toContain('<meta name="description" content="&quot;quoted&quot; &#39;too&#39;" />');
    expect(html).toContain('<meta property="og:url" content="http://league.test/x" />');
    expect(html).not.toContain('name="robots"');
    expect(render({ ...head, noindex: true }, 'http://league.test', '/x')).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('adds the head before </head> when index.html has no title, and refuses a file without a head', () => {
    const html = pageTemplate('<html><head></head><body></body></html>')(head, 'http://h', '/');
    expect(html).toMatch(/^<html><head><title>A &amp; &lt;B&gt;<\/title>.*<\/head><body><\/body><\/html>$/s);
    expect(() => pageTemplate('<html><body></body></html>')).toThrow('index.html has no <head>');
  });
});
