import { describe, expect, it } from 'vitest';
import { criticalCss, requiredClasses } from './critical-css';

describe("the app's styles a rendered page uses", () => {
  it('knows the classes a selector needs, not those under :not(), :is() or in an attribute', () => {
    expect(requiredClasses('.a .b > .c:hover')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':where(.a, .b) .c')).toEqual(['c']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('.sm\\:hidden::before')).toEqual(['sm:hidden']);
  });

  it('keeps the rules that could match the page, in order, and the rules without a class', () => {
    const css = criticalCss(
      'body{margin:0}.shown{color:red}.hidden{color:blue}.shown .hidden{color:green}' +
        '.shown:not(.hidden){font-weight:700}.shown,.hidden{padding:0}',
    );
    expect(css.of('<div class="shown other">x</div>')).toBe(
      'body{margin:0}.shown{color:red}.shown:not(.hidden){font-weight:700}.shown{padding:0}',
    );
    expect(css.of('<p>no classes</p>')).toBe('body{margin:0}');
  });

  it('keeps media queries around what they hold, and font faces and keyframes whole', () => {
    const css = criticalCss(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@media (min-width:48em){.shown{color:red}.hidden{color:blue}@supports (display:grid){.shown{display:grid}}}' +
        '@media (min-width:48em){.hidden{color:blue}}.shown{animation:spin 1s}',
    );
    expect(css.of('<b class="shown"></b>')).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@media (min-width:48em){.shown{color:red}@supports (display:grid){.shown{display:grid}}}' +
        '.shown{animation:spin 1s}',
    );
  });

  it('writes a time of 0 as 0s, as CSS has it', () => {
    expect(
      criticalCss('.dot{animation-delay:0;transition-duration:0;margin:0}').of('<i class="dot"></i>'),
    ).toBe('.dot{animation-delay:0s;transition-duration:0s;margin:0}');
  });

  it("leaves out what only applies under Mantine's color scheme attribute, which the app sets", () => {
    const css = criticalCss(
      ':root{--text:#000}:root[data-mantine-color-scheme=dark]{--text:#fff}' +
        '[data-mantine-color-scheme="dark"] .shown,.shown{color:var(--text)}',
    );
    expect(css.of('<i class="shown"></i>')).toBe(':root{--text:#000}.shown{color:var(--text)}');
  });

  it('keeps the custom properties the kept rules, the HTML or another kept property use', () => {
    const css = criticalCss(
      ':root{--a:1px;--b:var(--a);--c:3px;--d:4px;--e:var(--d);--unused:0}' +
        '.shown{margin:var(--b)}.hidden{margin:var(--c)}',
    );
    expect(css.of('<p class="shown" style="padding:var(--e)"><style>.x{top:var(--f)}</style></p>')).toBe(
      ':root{--a:1px;--b:var(--a);--d:4px;--e:var(--d)}.shown{margin:var(--b)}',
    );
    // a rule left with nothing is left out
    expect(criticalCss(':root{--unused:0}p{margin:0}').of('<p></p>')).toBe('p{margin:0}');
  });

  it("picks a page's part of a stylesheet the size of Mantine's", () => {
    const rules = Array.from({ length: 600 }, (_, i) => `.m_${i}{color:var(--c-${i % 50})}`).join('');
    const variables = Array.from({ length: 500 }, (_, i) => `--c-${i}:#${String(i).padStart(3, '0')}`).join(
      ';',
    );
    const css = criticalCss(`:root{${variables}}${rules}`);
    const html = Array.from({ length: 400 }, (_, i) => `<div class="m_${i * 3}">x</div>`).join('');
    const picked = css.of(html);
    expect(picked).toContain('.m_3{color:var(--c-3)}');
    expect(picked).not.toContain('.m_4{');
    expect(picked).not.toContain('--c-60:');
  });
});
