/**
 * Which way imports may point (run by `pnpm lint` as `depcruise`). Each rule says why it exists;
 * a wrong-way import fails lint with the rule's name and comment.
 */
const TEST_CODE = [
  '\\.test\\.tsx?$',
  '\\.test-helper\\.ts$',
  'test-harness\\.ts$',
  '(vitest|playwright)\\.config\\.ts$',
  '/testing/',
  '/test-support/',
  '/e2e/',
  'test-fixtures\\.ts$',
  '/fixtures/',
  '/test-fixtures/',
];
const testCode = `(${TEST_CODE.join('|')})`;

/** The entry points packages export (package.json "exports"); keep in step with them. */
const EXPORTED = [
  '^packages/[^/]+/src/index\\.ts$',
  '^packages/api/src/identity/domain/admin\\.ts$',
  '^packages/api/src/test-support/index\\.ts$',
  '^packages/api/src/fleet/fleet-engine\\.ts$',
  '^packages/api/src/documents/index\\.ts$',
  '^packages/api/test-fixtures/exports\\.ts$',
  '^packages/api/src/providers/tms/ditat/fake-ditat-server\\.ts$',
  '^packages/[^/]+/src/testing/index\\.ts$',
  '^packages/voice/src/testing/load-screens\\.ts$',
  '^packages/voice/test-fixtures/load-corpus/exports\\.ts$',
  '^packages/voice/test-fixtures/load-corpus-wild/exports\\.ts$',
  '^packages/voice/src/load-parsing/domain/index\\.ts$',
  '^packages/voice/src/campaigns/domain/index\\.ts$',
  '^packages/service-kit/src/db/index\\.ts$',
  '^packages/web/server/edge\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-shared-imports-feature',
      comment:
        'Shared web code (components, lib, config, testing) serves every feature: it must not ' +
        'depend on one. Only src/app (routes, providers) composes features.',
      severity: 'error',
      from: { path: '^packages/web/src/(components|lib|config|testing)/' },
      to: { path: '^packages/web/src/features/' },
    },
    {
      name: 'web-feature-imports-feature',
      comment:
        'Features do not import each other; what two features share moves to src/components or ' +
        'src/lib, and src/app composes them.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'package-deep-import',
      comment:
        'Packages import each other only through their exports (package.json "exports"), never ' +
        "by a path into another package's folder.",
      severity: 'error',
      from: { path: '^(packages/[^/]+)/' },
      to: {
        path: '^packages/[^/]+/',
        pathNot: ['^$1/', ...EXPORTED],
      },
    },
    {
      name: 'script-deep-import',
      comment: 'Scripts and benchmarks use packages through their exports, like any other user.',
      severity: 'error',
      from: { path: '^(scripts|bench)/' },
      to: {
        path: '^packages/[^/]+/',
        pathNot: EXPORTED,
      },
    },
    {
      name: 'api-data-imports-http',
      comment:
        "The api is organised by component (src/<component>/{http,domain,data}). A component's " +
        'data (repositories) serves the domain: it never imports an http layer (routes, ' +
        'middleware, src/http) of any component.',
      severity: 'error',
      from: { path: '^packages/api/src/([^/]+/data|db)/' },
      to: { path: '^packages/api/src/(http|[^/]+/http)/' },
    },
    {
      name: 'api-domain-imports-http',
      comment:
        "An api component's domain (use cases, engines, entity types) knows no HTTP: it imports " +
        'neither an http layer of any component nor Express. Routes adapt HTTP to the domain.',
      severity: 'error',
      from: { path: '^packages/api/src/[^/]+/domain/' },
      to: {
        path: ['^packages/api/src/(http|[^/]+/http)/', 'node_modules/(@types/)?express/'],
      },
    },
    {
      name: 'voice-domain-or-data-imports-http',
      comment:
        'The voice service is organised by component like the api (src/<component>/{http,ws,' +
        "domain,data}). A component's domain and data (and src/db) know no transport: they import " +
        'neither an http or ws layer of any component (nor src/http) nor Express.',
      severity: 'error',
      from: { path: '^packages/voice/src/([^/]+/(domain|data)|db)/' },
      to: {
        path: ['^packages/voice/src/(http|[^/]+/(http|ws))/', 'node_modules/(@types/)?express/'],
      },
    },
    {
      name: 'source-imports-test-code',
      comment:
        'Shipped code never imports test code (tests, harnesses, fixtures): what both need ' +
        'lives in the source and the test imports it. Benchmarks may use test support (fakes).',
      severity: 'error',
      from: { path: '^(packages|scripts)/', pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: 'source-imports-test-runner',
      comment: 'Only test code may import vitest, Playwright or Testing Library.',
      severity: 'error',
      from: { path: '^(packages|scripts|bench)/', pathNot: testCode },
      to: {
        path: 'node_modules/(vitest|@vitest|@playwright|playwright|@testing-library|fast-check)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
