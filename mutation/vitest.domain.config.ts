import { defineConfig } from 'vitest/config';

// The domain's unit tests alone, for Stryker (npm run mutation): the root config's projects
// would start the API's databases for every mutant. client-errors.test.ts times scrubText in
// milliseconds, which instrumented code on a busy machine misses; it covers no mutated file.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/domain/src/**/*.test.ts'],
    exclude: ['packages/domain/src/client-errors.test.ts'],
    maxWorkers: 1,
  },
});
