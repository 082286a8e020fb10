// Builds only the packages whose inputs changed since their last build, so a second `npm start`
// on an unchanged tree starts the server at once. Each package's inputs (its sources, its
// configuration and the packages it is built from) are hashed; the hash of the last good build is
// kept beside its output.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../', import.meta.url).pathname;

const packages = [
  {
    workspace: '@origina/domain',
    dir: 'packages/domain',
    inputs: ['src', 'package.json', 'tsconfig.json'],
    from: [],
  },
  {
    workspace: '@origina/web',
    dir: 'apps/web',
    inputs: ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'],
    // The web app bundles the domain's sources directly.
    from: ['@origina/domain'],
  },
  {
    workspace: '@origina/api',
    dir: 'apps/api',
    inputs: ['src', 'data', 'package.json', 'tsconfig.json'],
    from: ['@origina/domain'],
  },
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name === 'node_modules' || name === 'dist' ? [] : files(join(path, name))));
}

function hashOf(pkg, hashes) {
  const hash = createHash('sha256');
  for (const input of pkg.inputs) {
    for (const file of files(join(root, pkg.dir, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  for (const dependency of pkg.from) hash.update(hashes.get(dependency));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

const hashes = new Map();
for (const pkg of packages) {
  const hash = hashOf(pkg, hashes);
  hashes.set(pkg.workspace, hash);
  const stamp = join(root, pkg.dir, 'dist', '.build-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${pkg.workspace}: unchanged, not rebuilt`);
    continue;
  }
  console.log(`${pkg.workspace}: building`);
  const built = spawnSync('npm', ['run', 'build', '-w', pkg.workspace, '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stamp, hash);
}
