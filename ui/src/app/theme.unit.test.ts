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
/** white, the page's background and the stripes of tables */
const BACKGROUNDS = [WHITE, shade('gray', 0), shade('gray', 1)];
const FILLED = merged.primaryShade as number;

describe('WCAG 2.1 AA colours of the theme', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrast('#868e96', WHITE)).toBeCloseTo(3.32, 2); // Mantine's own dimmed grey fails
  });

  it('dimmed text and placeholders read at 4.5:1 on white, the page background and striped rows', () => {
    for (const background of BACKGROUNDS) {
      expect(contrast(ACCESSIBLE_COLORS['--mantine-color-dimmed'], background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(ACCESSIBLE_COLORS['--mantine-color-placeholder'], WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['red', 'green', 'orange'])('%s text of shades 6-9 reads at 4.5:1 on the backgrounds', (color) => {
    for (const index of [6, 7, 8, 9]) {
      for (const background of BACKGROUNDS.slice(0, 2)) {
        expect(contrast(shade(color, index), background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(['red', 'green', 'orange', 'navy'])(
    'white text on filled %s buttons and badges, also on hover, reads at 4.5:1',
    (color) => {
      expect(contrast(WHITE, shade(color, FILLED))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(WHITE, shade(color, FILLED + 1))).toBeGreaterThanOrEqual(4.5);
      // autoContrast keeps their text white: they are dark colours
      expect(isLightColor(shade(color, FILLED), merged.luminanceThreshold)).toBe(false);
    },
  );

  it.each(['red', 'green', 'orange'])(
    'light %s buttons and badges: the text (shade 9) reads at 4.5:1 on their pale background and its hover',
    (color) => {
      expect(contrast(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shade(color, 9), shade(color, 2))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a yellow badge of any shade used (the championship flag is yellow.7) gets black text at 4.5:1', () => {
    expect(merged.autoContrast).toBe(true);
    for (const index of [6, 7, 8]) {
      expect(isLightColor(shade('yellow', index), merged.luminanceThreshold)).toBe(true);
      expect(contrast(BLACK, shade('yellow', index))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(ACCESSIBLE_COLORS['--mantine-color-yellow-text'], WHITE)).toBeGreaterThanOrEqual(4.5);
    const lightText = ACCESSIBLE_COLORS['--mantine-color-yellow-light-color'];
    expect(contrast(lightText, shade('yellow', 1))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightText, shade('yellow', 2))).toBeGreaterThanOrEqual(4.5);
  });

  it('hands the variables to Mantine for the light scheme', () => {
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
