import { describe, expect, it } from 'vitest';
import { lightColorSchemeCss, lightSelector } from './lightColorScheme';

describe('the light color scheme only', () => {
  it('reads the light scheme as always there, the dark one as never', () => {
    expect(lightSelector(':where([data-mantine-color-scheme=light]) .m_1')).toBe(':where(:root) .m_1');
    expect(lightSelector('[data-mantine-color-scheme="light"] .m_1:hover')).toBe(':root .m_1:hover');
    expect(lightSelector(':root[data-mantine-color-scheme=light]')).toBe(':root:root');
    expect(lightSelector('[data-mantine-color-scheme] [data-error]')).toBe(':root [data-error]');
    expect(lightSelector('[data-mantine-color-scheme=dark] .m_1')).toBeNull();
    expect(lightSelector(":where([data-mantine-color-scheme='dark']) .m_1")).toBeNull();
    expect(lightSelector(':host([data-mantine-color-scheme=light])')).toBeNull();
    expect(lightSelector('.m_1[data-variant=filled]')).toBe('.m_1[data-variant=filled]');
  });

  it('keeps what a rule says for the light scheme and drops the rules only the dark one had', () => {
    expect(
      lightColorSchemeCss(
        ':root{--a:1}' +
          ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--b:2}' +
          ':root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--b:3}' +
          '[data-mantine-color-scheme=light] .x,[data-mantine-color-scheme=dark] .y{display:none}' +
          '@media (min-width:48em){:where([data-mantine-color-scheme=dark]) .z{color:red}.z{color:blue}}',
      ),
    ).toBe(':root{--a:1}:root:root{--b:2}:root .x{display:none}@media (min-width:48em){.z{color:blue}}');
  });

  it('weighs the same as the selector it replaces', () => {
    // an attribute selector and :root are each one class-level part; :where() weighs nothing either way
    const weight = (selector: string) =>
      (selector.replace(/:where\([^)]*\)/g, '').match(/\[[^\]]*\]|:[\w-]+/g) ?? []).length;
    for (const selector of [
      ':root[data-mantine-color-scheme=light]',
      '[data-mantine-color-scheme=light] .m_1 [data-variant=filled]',
      ':where([data-mantine-color-scheme=light]) .m_1:hover',
    ])
      expect(weight(lightSelector(selector)!)).toBe(weight(selector));
  });
});
