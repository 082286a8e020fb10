import { defineConfig } from 'vitest/config';

// npm run test:reliability: docs/security.md's reliability table, each test printing its figures. The
// files run one after the other: load and crash figures need the machine to themselves.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'reliability',
    include: ['apps/api/test/reliability/**/*.reliability.ts'],
    env: { TEST_DB: 'postgres' },
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
