import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS, cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';
const BLACK = '#000000';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const shade = (color: string, index: number) => merged.colors[color]![index]!;

describe('WCAG 2.1 AA colours of the theme', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrast('#868e96', WHITE)).toBeCloseTo(3.32, 2); // Mantine's own dimmed grey fails
  });

  it('dimmed text reads at 4.5:1 on white, the page background and striped rows', () => {
    for (const background of [WHITE, shade('gray', 0), shade('gray', 1)]) {
      expect(contrast(ACCESSIBLE_COLORS['--mantine-color-dimmed'], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('error text reads at 4.5:1 on white', () => {
    expect(contrast(ACCESSIBLE_COLORS['--mantine-color-error'], WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['red', 'green', 'orange'] as const)(
    'white text on filled %s buttons and badges, also on hover, reads at 4.5:1',
    (color) => {
      const filled = ACCESSIBLE_COLORS[`--mantine-color-${color}-filled`];
      const hover = ACCESSIBLE_COLORS[`--mantine-color-${color}-filled-hover`];
      expect(contrast(WHITE, filled)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(WHITE, hover)).toBeGreaterThanOrEqual(4.5);
      // autoContrast keeps these white: they are dark colours
      expect(isLightColor(filled, merged.luminanceThreshold)).toBe(false);
      // coloured text and outlines on white
      expect(contrast(ACCESSIBLE_COLORS[`--mantine-color-${color}-text`], WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(ACCESSIBLE_COLORS[`--mantine-color-${color}-outline`], WHITE)).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  it.each(['red', 'green', 'orange', 'yellow'] as const)(
    'light %s buttons and badges: the text reads at 4.5:1 on their pale background and its hover',
    (color) => {
      const text = ACCESSIBLE_COLORS[`--mantine-color-${color}-light-color`];
      expect(contrast(text, shade(color, 1))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, shade(color, 2))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a yellow badge of any shade used (the championship flag is yellow.7) gets black text at 4.5:1', () => {
    expect(merged.autoContrast).toBe(true);
    for (const index of [6, 7, 8]) {
      expect(isLightColor(shade('yellow', index), merged.luminanceThreshold)).toBe(true);
      expect(contrast(BLACK, shade('yellow', index))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(ACCESSIBLE_COLORS['--mantine-color-yellow-text'], WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('the primary navy is dark enough for white text, and as link colour on white', () => {
    expect(contrast(WHITE, shade('navy', merged.primaryShade as number))).toBeGreaterThanOrEqual(4.5);
  });

  it('hands these colours to Mantine for the light scheme', () => {
    expect(cssVariablesResolver(merged).light).toEqual(ACCESSIBLE_COLORS);
  });

  it('names the close buttons of every modal and drawer', () => {
    for (const component of ['Modal', 'Drawer']) {
      expect(merged.components[component]?.defaultProps).toMatchObject({
        closeButtonProps: { 'aria-label': 'Close' },
      });
    }
  });
});
