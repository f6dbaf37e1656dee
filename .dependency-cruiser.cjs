/**
 * The direction of imports between the workspaces, checked by `npm run lint` (dependency-cruiser):
 *
 *   contracts  <-  infra  <-  read-models  <-  command-api, query-api, projectors  <-  launch
 *   contracts  <-  ui
 *
 * Inside the UI: app (router, route table, composed pages) imports features and shared; a feature imports
 * shared, never another feature; shared imports neither.
 *
 * Each workspace may import those to its left. infra holds the adapters (event store, SQL, HTTP, Kafka,
 * mail, photos); read-models the row types and SQL that read the projections' tables; launch is the
 * composition root. The services never import each other from src/: a test that wires several of them
 * lives in the service's test/ folder. No module imports itself back through others.
 */
const SERVICES = '(command-api|query-api|projectors)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A module imports itself back through others: move what both sides need to a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'contracts are shared by every side, the UI too: they import no other workspace.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(infra|read-models|command-api|query-api|projectors|launch|ui|bench)/' },
    },
    {
      name: 'infra-adapters-only',
      comment: 'infra holds the adapters: it knows no read model, service or launcher.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^(read-models|command-api|query-api|projectors|launch|ui|bench)/' },
    },
    {
      name: 'read-models-below-services',
      comment: 'read-models are read by the services: they import contracts and infra only.',
      severity: 'error',
      from: { path: '^read-models/' },
      to: { path: '^(command-api|query-api|projectors|launch|ui|bench)/' },
    },
    {
      name: 'services-stand-alone',
      comment: 'A service imports contracts, infra and read-models, never another service or the launcher.',
      severity: 'error',
      from: { path: `^${SERVICES}/src/` },
      to: { path: '^(command-api|query-api|projectors|launch|ui|bench)/', pathNot: '^$1/' },
    },
    {
      name: 'service-tests-below-launch',
      comment: "A service's tests may wire other services, but not the launcher, the UI or the benchmarks.",
      severity: 'error',
      from: { path: `^${SERVICES}/test/` },
      to: { path: '^(launch|ui|bench)/' },
    },
    {
      name: 'launch-is-the-root',
      comment: 'Nothing but the benchmarks imports the composition root.',
      severity: 'error',
      from: { pathNot: '^(launch|bench)/' },
      to: { path: '^launch/' },
    },
    {
      name: 'ui-talks-http',
      comment: 'The UI shares only contracts with the server; it reaches the rest over HTTP.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(infra|read-models|command-api|query-api|projectors|launch|bench)/' },
    },
    {
      name: 'ui-features-stand-alone',
      comment:
        'A UI feature (one screen family) imports no other: what several share lives in ui/src/shared, a page composed of several in ui/src/app.',
      severity: 'error',
      from: { path: '^ui/src/features/([^/]+)/' },
      to: { path: '^ui/src/features/', pathNot: '^ui/src/features/$1/' },
    },
    {
      name: 'ui-shared-below-features',
      comment:
        'ui/src/shared is used by the features and the app: it imports neither (its unit tests and their support in shared/testing may render with the app theme).',
      severity: 'error',
      from: { path: '^ui/src/shared/', pathNot: ['\\.unit\\.test\\.tsx?$', '^ui/src/shared/testing/'] },
      to: { path: '^ui/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.cache/', '/dist/', 'test-results'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
