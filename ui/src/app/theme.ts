import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Rink navy for structure, goal-light red for the actions that matter. */
const navy: MantineColorsTuple = [
  '#e8f0fb',
  '#cfdcf1',
  '#9eb7e3',
  '#6a90d5',
  '#4070c9',
  '#2a5cc2',
  '#1e4f9f',
  '#163f82',
  '#0f2f63',
  '#0b1f3a',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { navy },
  // filled buttons and badges on light colours (e.g. a yellow badge) get black text instead of white
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: '"Arial Black", "Segoe UI", system-ui, sans-serif', fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 700 } },
    Table: { defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'sm' } },
    // Mantine's close buttons are an icon without a name
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Colours every page reads through Mantine's variables, chosen for WCAG 2.1 AA contrast (4.5:1 for
 * text): Mantine's grey `dimmed` text (3.3:1 on white) and its filled red, green and orange (white on
 * them 2.8-3.8:1) are too light. Filled buttons and badges, coloured text and outlines use these
 * darker shades; light buttons and badges (a pale background) get a darker text colour, which also
 * holds on their hover background. Yellow stays yellow: its filled text is black (autoContrast).
 */
export const ACCESSIBLE_COLORS = {
  '--mantine-color-dimmed': '#5c636a',
  '--mantine-color-error': '#c92a2a',
  ...accessibleColor('red', { filled: '#c92a2a', darker: '#a51d1d' }),
  ...accessibleColor('green', { filled: '#267a37', darker: '#1d6b2f' }),
  ...accessibleColor('orange', { filled: '#c2410c', darker: '#9a3412' }),
  '--mantine-color-yellow-text': '#7a4a00',
  '--mantine-color-yellow-outline': '#7a4a00',
  '--mantine-color-yellow-light-color': '#7a4a00',
} as const satisfies Record<string, string>;

function accessibleColor<Name extends string>(
  name: Name,
  { filled, darker }: { filled: string; darker: string },
) {
  const variable = <Part extends string>(part: Part) => `--mantine-color-${name}-${part}` as const;
  return {
    [variable('filled')]: filled,
    [variable('filled-hover')]: darker,
    [variable('text')]: filled,
    [variable('outline')]: filled,
    [variable('light-color')]: darker,
  } as Record<
    `--mantine-color-${Name}-${'filled' | 'filled-hover' | 'text' | 'outline' | 'light-color'}`,
    string
  >;
}

/** Mantine's variables with ACCESSIBLE_COLORS in the light scheme (the site's only scheme). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...ACCESSIBLE_COLORS },
  dark: {},
});
