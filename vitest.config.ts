import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// Workspace packages are read from their TypeScript sources ("source" export condition).
const sourceConditions = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
};

// A test file's modules stay loaded for the next file on its worker: importing the API afresh
// for each file took a third of the suite's time. Each file builds its own app and database, and
// no test mocks a module, so nothing of one file's state reaches another.
const shared = { isolate: false };

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];

// CI runs the API suite whole on PostgreSQL in `npm test`, and a part of it on PGlite under Node 24
// right after it (.ci/run sets this for the first and names the part for the second).
const pgliteOnNode24 = process.env.API_PGLITE_PASS === 'node24';

const apiPglite: TestProjectConfiguration = {
  ...sourceConditions,
  test: {
    ...shared,
    name: 'api-pglite',
    include: apiTests,
    // Several processes on one database need a PostgreSQL server (the api-postgres project).
    exclude: ['**/*.postgres.test.ts'],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

const projects: TestProjectConfiguration[] = [
  { ...sourceConditions, test: { ...shared, name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
  // The web app's pure logic (session tokens, returnTo, translations); screens are tested in e2e/.
  // Isolated: a test stands in for the browser's globals.
  {
    ...sourceConditions,
    test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'] },
  },
  // The repository's own checks (import boundaries).
  { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
  ...(pgliteOnNode24 ? [] : [apiPglite]),
  // The document, identity and review suites again with documents in an S3-compatible bucket on
  // 127.0.0.1 (uploads by presigned POST, then confirmed).
  {
    ...sourceConditions,
    test: {
      ...shared,
      name: 'api-s3',
      include: [
        'apps/api/src/modules/applications/documents.test.ts',
        'apps/api/src/modules/applications/document-files.test.ts',
        'apps/api/src/modules/identity/identity.test.ts',
        'apps/api/src/modules/review/review.test.ts',
      ],
      env: { TEST_DB: 'pglite', TEST_STORAGE: 's3' },
      globalSetup: ['apps/api/test/support/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

// CI (and anyone with a PostgreSQL) runs the same API suite against the real server.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...sourceConditions,
    test: {
      ...shared,
      name: 'api-postgres',
      include: apiTests,
      // Starting the embedded server is about PGlite; it runs once, in the project above.
      exclude: ['**/*.embedded.test.ts'],
      env: { TEST_DB: 'postgres' },
      globalSetup: ['apps/api/test/support/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Two cores: more workers only make the PGlite instances fight for them.
    maxWorkers: 2,
  },
});
