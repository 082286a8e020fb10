import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

// React DOM stays in a chunk of its own: main.tsx evaluates it in a task of its own. React stays
// out too: React DOM needs it, and a chunk cycle between them would run one before the other exists.
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// Every other module the sign-in page needs goes into one chunk. Left to itself the bundler cuts
// that code into many small chunks by which lazy screens share it, and each cut costs bytes on a
// page with a 170 kB budget.
function loginChunk() {
  const main = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
  const start = fileURLToPath(new URL('./src/start.tsx', import.meta.url));
  let members: Set<string> | undefined;
  const closure = (graph: ModuleGraph, root: string, skip: (id: string) => boolean) => {
    const found = new Set<string>();
    const pending = [root];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (found.has(next) || skip(next)) continue;
      found.add(next);
      pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    return found;
  };
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      // What main.tsx itself imports (Vite's preload helper) must stay out, or the entry would
      // import the whole chunk before its first frame.
      const entry = closure(graph, main, () => false);
      members = closure(graph, start, (next) => reactModules.test(next) || entry.has(next));
    }
    return members.has(id) ? 'login' : null;
  };
}

// What the dashboard's screens share beyond the login's chunk (the UI and form libraries, the
// domain's schemas, the app's components and API hooks) goes into one chunk. Left to itself the
// bundler made some 80 files of about 1 kB for the home screen, and a phone on a 150 ms round trip
// fetched them six at a time. Libraries only one screen needs (the captcha, the QR code, Sentry)
// stay with it.
const sharedModules =
  /[\\/](node_modules[\\/](@mui|@emotion|@tanstack[\\/](react-query|query-core)|react-transition-group|@popperjs|react-hook-form|@hookform|zod)[\\/]|packages[\\/]domain[\\/]src[\\/]|apps[\\/]web[\\/]src[\\/](components[\\/]|api[\\/]|i18n[\\/]format\.ts))/;
const dashboardChunk = (id: string) => (sharedModules.test(id) ? 'shared' : null);

export default defineConfig({
  plugins: [react()],
  // `source` reads the domain package's TypeScript; Vite's own conditions stay, or packages resolve to
  // their CommonJS builds with development and production variants both bundled (3.4 kB gzip more
  // on the login page, emotion's and stylis' mostly).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: loginChunk(), includeDependenciesRecursively: false, priority: 2 },
            { name: dashboardChunk, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
