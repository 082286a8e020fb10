// The import boundaries docs/architecture.md describes, checked over the resolved import graph (so
// every path form counts: `../../features/x`, `../../../src/features/x`, `import type`, `import()`).
// dependency-cruiser cannot do this here: TypeScript 7 has no compiler API for it, and its swc
// parser reads no JSX. oxc parses .ts and .tsx, oxc-resolver resolves as Node and Vite do.
// Usage: node scripts/check-boundaries.mjs [root]   (exit 1 on any violation)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const skippedFolders = new Set(['node_modules', 'dist', 'dist-ssr', 'migrations']);
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;

const web = 'apps/web/src/';
const webEntryPoint = /^apps\/web\/src\/(main|start|prerender)\.tsx$/;
const apiRouteOrHandler = /^apps\/api\/src\/modules\/.+\/(routes|[^/]+-routes|handlers|[^/]+-handlers)\.ts$/;
const domainTest = /^packages\/domain\/src\/.+\.test\.ts$/;

function featureOf(path) {
  return path.startsWith(`${web}features/`) ? path.split('/')[4] : undefined;
}

/** Each rule sees one import: `from` is a file, `to` a file (`file`) or a package name (`pkg`). */
export const rules = [
  {
    name: 'feature-imports-feature',
    message:
      'A feature never imports another feature: move what both need to src/components, src/api or the domain.',
    breaks: (from, to) =>
      featureOf(from) !== undefined &&
      featureOf(to.file ?? '') !== undefined &&
      featureOf(from) !== featureOf(to.file),
  },
  {
    name: 'shared-imports-feature',
    message:
      'Shared code (components, api, help, layouts, …) never imports a feature; only src/routes and the entry points do.',
    breaks: (from, to) =>
      from.startsWith(web) &&
      featureOf(from) === undefined &&
      !from.startsWith(`${web}routes/`) &&
      !webEntryPoint.test(from) &&
      featureOf(to.file ?? '') !== undefined,
  },
  {
    name: 'outside-imports-route-table',
    message:
      'Only src/routes and the entry points import the route table; links take their paths from src/paths.ts.',
    breaks: (from, to) =>
      from.startsWith(web) &&
      !from.startsWith(`${web}routes/`) &&
      !webEntryPoint.test(from) &&
      (to.file ?? '').startsWith(`${web}routes/`),
  },
  {
    name: 'domain-imports-outside',
    message:
      'The domain holds rules only: it imports zod and its own files (its tests also vitest, fast-check, node:fs and apps/api/test/support).',
    breaks: (from, to) => {
      if (!from.startsWith('packages/domain/src/')) return false;
      const test = domainTest.test(from);
      // Tests may read their fixtures and share the API's contract fixture.
      if (to.file !== undefined) {
        return (
          !to.file.startsWith('packages/domain/src/') &&
          !(test && to.file.startsWith('apps/api/test/support/'))
        );
      }
      const allowed = test ? ['zod', 'vitest', 'fast-check', 'node:fs'] : ['zod'];
      return !allowed.includes(to.pkg);
    },
  },
  {
    name: 'route-imports-db',
    message:
      'A route or handler speaks HTTP only: it reaches the database through a service or repository file.',
    breaks: (from, to) => apiRouteOrHandler.test(from) && (to.file ?? '').startsWith('apps/api/src/db/'),
  },
  {
    name: 'route-imports-drizzle',
    message:
      "A route or handler speaks HTTP only: its queries go in the module's service or repository file.",
    breaks: (from, to) => apiRouteOrHandler.test(from) && to.pkg === 'drizzle-orm',
  },
  {
    name: 'db-imports-module',
    message: 'The database layer depends on no module.',
    breaks: (from, to) =>
      from.startsWith('apps/api/src/db/') && (to.file ?? '').startsWith('apps/api/src/modules/'),
  },
];

function* sourceFiles(directory) {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory() && !skippedFolders.has(entry.name)) yield* sourceFiles(path);
    if (entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

function specifiersOf(path) {
  const source = readFileSync(path, 'utf8');
  const { module, errors } = parseSync(path, source);
  if (errors.length > 0) throw new Error(`${path}: ${errors[0].message}`);
  const fromStatic = [...module.staticImports, ...module.staticExports.flatMap((item) => item.entries)]
    .map((item) => item.moduleRequest?.value)
    .filter((value) => value !== undefined);
  // import('…') with a literal: the literal's text without its quotes.
  const fromDynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end))
    .filter((text) => /^(['"`])[^'"`$]*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  return [...new Set([...fromStatic, ...fromDynamic])];
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const posix = (path) => path.split(sep).join('/');

/** Every import that breaks a rule under `root`, as { rule, from, to } with paths relative to root. */
export function findViolations(root) {
  const resolver = new ResolverFactory({
    // The domain's "source" condition: the apps import its TypeScript, as Vite and vitest do.
    conditionNames: ['source', 'import', 'default'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    extensions: ['.ts', '.tsx', '.js', '.json'],
  });
  const violations = [];
  for (const sourceRoot of sourceRoots) {
    for (const path of sourceFiles(join(root, sourceRoot))) {
      const from = posix(relative(root, path));
      for (const specifier of specifiersOf(path)) {
        const target = targetOf(resolver, path, specifier, root);
        if (target.unresolved) {
          violations.push({
            rule: 'unresolvable',
            from,
            to: specifier,
            message: 'An import that does not resolve hides its target from every rule.',
          });
          continue;
        }
        for (const rule of rules.filter((candidate) => candidate.breaks(from, target))) {
          violations.push({ rule: rule.name, from, to: target.file ?? target.pkg, message: rule.message });
        }
      }
    }
  }
  return violations;
}

function targetOf(resolver, path, specifier, root) {
  const relativeOrWorkspace = specifier.startsWith('.') || specifier.startsWith('@origina/');
  if (!relativeOrWorkspace) return { pkg: packageName(specifier) };
  const resolved = resolver.sync(dirname(path), specifier);
  if (resolved.path === undefined) return { unresolved: true };
  return { file: posix(relative(root, resolved.path)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? process.cwd();
  const violations = findViolations(root);
  for (const { rule, from, to, message } of violations)
    console.error(`${rule}: ${from} → ${to}\n  ${message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import boundary violation(s).`);
    process.exit(1);
  }
  console.log('Import boundaries: no violation.');
}
