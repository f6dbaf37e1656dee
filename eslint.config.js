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

/**
 * `_id` is a name of the HTTP answers only (docs/architecture.md, "Events that change shape"): the read
 * models and the pages name each record's id (`venueId`, `leagueId`, `itemId`, …); the query API's answers
 * modules write `_id` and the UI's api modules read it. Refused elsewhere: `x._id`, `{ _id }`, an `_id`
 * property of a type, `'_id'` as a key type, and an SQL alias `AS "_id"`.
 */
const wireIds = [
  "MemberExpression[property.name='_id']",
  "Property[key.name='_id']",
  "TSPropertySignature[key.name='_id']",
  "TSLiteralType > Literal[value='_id']",
  'TemplateElement[value.raw=/AS "_id"/]',
  'Literal[value=/AS "_id"/]',
].map((selector) => ({
  selector,
  message:
    "`_id` is the HTTP answers' name: use the record's named id (venueId, leagueId, itemId, …), which the query API's answers module and the UI's api module translate.",
}));

/** The UI's api modules (each feature's api.ts, the …Api.ts modules, ui/src/shared/api/): they read the answers' `_id`. */
const uiApiModules = ['ui/src/**/api.ts', 'ui/src/**/*Api.ts', 'ui/src/shared/api/**'];

/**
 * Comments cite the repository's own docs (docs/rules.md §…, docs/api.md, docs/architecture.md, …), never
 * the design notes outside it (../shared/spec/public-and-coach.md, admin.md, API.md, ARCHITECTURE.md,
 * STYLE.md), which a clone does not have.
 */
const OUTSIDE_DOCS =
  /public-and-coach|\badmin\.md\b|\bspec\/|\.\.\/shared\b|\bAPI\.md\b|\bARCHITECTURE\b|\bSTYLE\.md\b|\b(?:[Tt]he|admin) specs?\b|\bspecs?'s?(?=\s)/;
const repoDocs = {
  rules: {
    'cite-repo-docs': {
      meta: {
        type: 'suggestion',
        messages: {
          outside:
            "This comment cites '{{cited}}', outside the repository: cite docs/rules.md (its numbered sections) or another doc under docs/ instead.",
        },
        schema: [],
      },
      create: (context) => ({
        Program() {
          for (const comment of context.sourceCode.getAllComments()) {
            const cited = OUTSIDE_DOCS.exec(comment.value);
            if (cited) context.report({ loc: comment.loc, messageId: 'outside', data: { cited: cited[0] } });
          }
        },
      }),
    },
  },
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
    files: [
      '{contracts,infra,read-models,command-api,query-api,projectors,launch,bench}/**/*.{ts,mjs,cjs,js}',
      'ui/{src,e2e}/**/*.{ts,tsx}',
    ],
    plugins: { 'repo-docs': repoDocs },
    rules: { 'repo-docs/cite-repo-docs': 'error' },
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
    // a later block's no-restricted-syntax replaces an earlier one's: each keeps the earlier selectors
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: [
      'ui/src/**/*.test.{ts,tsx}',
      'ui/src/shared/router/**',
      'ui/src/shared/testing/**',
      ...uiApiModules,
    ],
    rules: { 'no-restricted-syntax': ['error', ...siteAddressLiterals, ...wireIds] },
  },
  {
    files: ['query-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', projectionLists] },
  },
  {
    // the answers modules write the answers' `_id`: each capability's answers.ts, the schedule items
    // (league/items.ts) and the iCalendar feeds made of them (league/ical/)
    files: ['query-api/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'query-api/src/**/answers.ts',
      'query-api/src/league/items.ts',
      'query-api/src/league/ical/**',
    ],
    rules: { 'no-restricted-syntax': ['error', projectionLists, ...wireIds] },
  },
  {
    files: ['read-models/src/**/*.ts', 'infra/src/mail/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...wireIds] },
  },
  {
    // the UI's live map keeps the site-address and projection-list rules (and is no api module)
    files: ['ui/src/shared/live/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...siteAddressLiterals, projectionLists, ...wireIds] },
  },
);
