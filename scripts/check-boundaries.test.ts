import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations } from './check-boundaries.mjs';

// A small tree shaped like the repository: the files the probes import, then one probe per rule.
const targets: Record<string, string> = {
  'apps/web/src/features/review/review-page.tsx': 'export const ReviewPage = () => <div />;',
  'apps/web/src/features/simulator/simulator-page.tsx': 'export const a = 1;',
  'apps/web/src/routes/routes.tsx':
    "import { ReviewPage } from '../features/review/review-page.js';\nexport const r = [ReviewPage];",
  'apps/web/src/paths.ts': "export const paths = { home: '/' };",
  'apps/api/src/db/client.ts': 'export interface DatabaseHandle { ping(): Promise<void> }',
  'apps/api/src/modules/review/queue.ts':
    "import type { DatabaseHandle } from '../../db/client.js';\nexport type Q = DatabaseHandle;",
  'packages/domain/src/money.ts': "import { z } from 'zod';\nexport const cents = z.number();",
  'packages/domain/src/money.test.ts':
    "import { it } from 'vitest';\nimport { cents } from './money.js';\nit('x', () => cents);",
};

const probes = [
  {
    rule: 'feature-imports-feature',
    file: 'apps/web/src/features/simulator/deep/nested/probe.tsx',
    source: "import { ReviewPage } from '../../../review/review-page.js';\nexport const p = <ReviewPage />;",
  },
  {
    rule: 'feature-imports-feature',
    file: 'apps/web/src/features/simulator/probe-climb.ts',
    source: "export { ReviewPage } from '../../../../web/src/features/review/review-page.js';",
  },
  {
    rule: 'feature-imports-feature',
    file: 'apps/web/src/features/simulator/probe-type.ts',
    source: "import type { ReviewPage } from '../review/review-page.js';\nexport type P = typeof ReviewPage;",
  },
  {
    rule: 'feature-imports-feature',
    file: 'apps/web/src/features/simulator/probe-lazy.ts',
    source: "export const load = () => import('../review/review-page.js');",
  },
  {
    rule: 'shared-imports-feature',
    file: 'apps/web/src/help/probe.ts',
    source: "export { ReviewPage } from '../features/review/review-page.js';",
  },
  {
    rule: 'shared-imports-feature',
    file: 'apps/web/src/layouts/dashboard/probe.tsx',
    source:
      "import { ReviewPage } from '../../../src/features/review/review-page.js';\nexport const p = <ReviewPage />;",
  },
  {
    rule: 'shared-imports-feature',
    file: 'apps/web/src/components/probe.ts',
    source: "export * from '../features/simulator/simulator-page.js';",
  },
  {
    rule: 'outside-imports-route-table',
    file: 'apps/web/src/features/review/probe-routes.ts',
    source: "export { r } from '../../routes/routes.js';",
  },
  {
    rule: 'domain-imports-outside',
    file: 'packages/domain/src/probe-pg.ts',
    source: "export { Pool } from 'pg';",
  },
  {
    rule: 'domain-imports-outside',
    file: 'packages/domain/src/probe-fastify.ts',
    source: "import fastify from 'fastify';\nexport const f = fastify;",
  },
  {
    rule: 'domain-imports-outside',
    file: 'packages/domain/src/probe-io.ts',
    source: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
  },
  {
    rule: 'domain-imports-outside',
    file: 'packages/domain/src/probe-app.ts',
    source: "export type { DatabaseHandle } from '../../../apps/api/src/db/client.js';",
  },
  {
    rule: 'route-imports-db',
    file: 'apps/api/src/modules/review/routes.ts',
    source: "import type { DatabaseHandle } from '../../db/client.js';\nexport type D = DatabaseHandle;",
  },
  {
    rule: 'route-imports-db',
    file: 'apps/api/src/modules/review/settings-routes.ts',
    source: "export { DatabaseHandle } from '../../db/client.js';",
  },
  {
    rule: 'route-imports-drizzle',
    file: 'apps/api/src/modules/review/handlers.ts',
    source: "import { eq } from 'drizzle-orm';\nexport const e = eq;",
  },
  {
    rule: 'route-imports-drizzle',
    file: 'apps/api/src/modules/review/queue-handlers.ts',
    source: "import { PgDialect } from 'drizzle-orm/pg-core';\nexport const d = PgDialect;",
  },
  {
    rule: 'db-imports-module',
    file: 'apps/api/src/db/probe.ts',
    source: "export type { Q } from '../modules/review/queue.js';",
  },
  {
    rule: 'unresolvable',
    file: 'apps/web/src/help/probe-typo.ts',
    source: "export * from '../featurs/review/x.js';",
  },
];

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it('find nothing in a tree that keeps them', () => {
    const root = tree(targets);
    roots.push(root);
    expect(findViolations(root)).toEqual([]);
  });

  it.each(probes)('$rule: $file', ({ rule, file, source }) => {
    const root = tree({ ...targets, [file]: source });
    roots.push(root);
    expect(findViolations(root).map((violation) => [violation.rule, violation.from])).toEqual([[rule, file]]);
  });

  it('let routes, services and the entry points do their jobs', () => {
    const root = tree({
      ...targets,
      'apps/web/src/main.tsx': "import { r } from './routes/routes.js';\nexport const m = r;",
      'apps/web/src/layouts/probe-paths.ts': "export { paths } from '../paths.js';",
      'apps/api/src/modules/review/decisions.ts':
        "import { eq } from 'drizzle-orm';\nimport type { DatabaseHandle } from '../../db/client.js';\nexport type D = DatabaseHandle;\nexport const e = eq;",
    });
    roots.push(root);
    expect(findViolations(root)).toEqual([]);
  });
});
