import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

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
    // Every link is built by its route (one list: siteRoute of @league/contracts/site-pages).
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: ['ui/src/**/*.test.{ts,tsx}', 'ui/src/shared/router/**', 'ui/src/shared/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/(?!api\\/)[\\w:]/]',
          'TemplateLiteral[quasis.0.value.raw=/^\\/(?!api\\/)/]',
        ].map((selector) => ({
          selector,
          message:
            "Build a site address with its route: siteRoute.<name>.href(…) ('@league/contracts/site-pages').",
        })),
      ],
    },
  },
);
