import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

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

/**
 * Mantine's shades 0-5 of `color` with shades 6-9 of the site's own: darker, so that text in them, and
 * white text on them, reads at 4.5:1 (WCAG 2.1 AA) on white and on the page's grey. Shade 7 is the
 * filled buttons' and badges' colour, 8 their hover, 9 the text of light buttons on shades 1-2.
 * Mantine's own shade 7 gave white text 3.8:1 (red), 2.8:1 (green) and 3.0:1 (orange).
 */
const darkened = (color: 'red' | 'green' | 'orange', dark: readonly [string, string, string, string]) =>
  [...DEFAULT_THEME.colors[color].slice(0, 6), ...dark] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: {
    navy,
    red: darkened('red', ['#d42a2a', '#c92a2a', '#b02525', '#a51d1d']),
    green: darkened('green', ['#2a7f3b', '#267a37', '#1d6b2f', '#185c28']),
    orange: darkened('orange', ['#c8460d', '#c2410c', '#a8380a', '#9a3412']),
  },
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
 * Mantine's colour variables that are no palette shade, chosen for 4.5:1 on white: its grey `dimmed`
 * text (gray.6, 3.3:1) and input placeholders (gray.5, 2.1:1) are too light. Yellow stays yellow (its
 * filled text is black, autoContrast); its text, outlines and light buttons' text are dark amber.
 */
export const ACCESSIBLE_COLORS = {
  '--mantine-color-dimmed': '#5c636a',
  '--mantine-color-placeholder': '#6b7178',
  '--mantine-color-yellow-text': '#7a4a00',
  '--mantine-color-yellow-outline': '#7a4a00',
  '--mantine-color-yellow-light-color': '#7a4a00',
} as const satisfies Record<string, string>;

/**
 * Mantine's variables with ACCESSIBLE_COLORS in the light scheme (the site's only scheme), for the
 * stylesheet of the theme's variables the build writes (ui/vite/mantineCssVariables.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...ACCESSIBLE_COLORS },
  dark: {},
});
