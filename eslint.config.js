import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import { readFileSync } from 'node:fs';

/** The projections' names, as contracts/src/projections/index.ts lists them (PROJECTION_NAMES). */
const projectionNames = [
  ...readFileSync(new URL('./contracts/src/projections/index.ts', import.meta.url), 'utf8')
    .match(/PROJECTION_NAMES = \[([^\]]*)\]/)[1]
    .matchAll(/'(\w+)'/g),
].map(([, name]) => name);

/** Every link is built by its route (one list: siteRoute of @league/contracts/site-pages). */
const siteAddressLiterals = [
  'Literal[value=/^\\/(?!api\\/)[\\w:]/]',
  'TemplateLiteral[quasis.0.value.raw=/^\\/(?!api\\/)/]',
].map((selector) => ({
  selector,
  message: "Build a site address with its route: siteRoute.<name>.href(…) ('@league/contracts/site-pages').",
}));

/**
 * A read's projections are declared once (docs/architecture.md, "A read"): beside its SQL (`reads` of
 * read-models/src) or, for a league read, in LEAGUE_READ_MODELS (contracts/src/live.ts). An array naming
 * a projection is refused, but for an OpenAPI tag list and a query key (the first of a pair).
 */
const projectionLists = {
  selector: `ArrayExpression:not(Property[key.name='tags'] > *, ArrayExpression > ArrayExpression:first-child) > Literal[value=/^(${projectionNames.join('|')})$/]`,
  message:
    "Name a read's projections by its read-model's declaration (`reads.<read>` of @league/read-models/<module>) or LEAGUE_READ_MODELS (@league/contracts/live).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Patterns run on user input: super-linear backtracking would let one request stall the server.
  regexp.configs['flat/recommended'],
  { rules: { 'regexp/no-super-linear-backtracking': 'error' } },
  {
    files: [
      '{contracts,command-api,query-api,infra,read-models,projectors,launch}/**/*.ts',
      'ui/src/**/*.{ts,tsx}',
    ],
    rules: { 'regexp/no-super-linear-move': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: ['ui/src/**/*.test.{ts,tsx}', 'ui/src/shared/router/**', 'ui/src/shared/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...siteAddressLiterals] },
  },
  {
    files: ['query-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', projectionLists] },
  },
  {
    // a later block's no-restricted-syntax replaces an earlier one's: the UI's live map keeps both
    files: ['ui/src/shared/live/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...siteAddressLiterals, projectionLists] },
  },
);
