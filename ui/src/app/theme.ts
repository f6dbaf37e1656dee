import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: '"Arial Black", "Segoe UI", system-ui, sans-serif', fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 700 } },
    Table: { defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'sm' } },
  },
});
