import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

// React DOM stays in a chunk of its own: main.tsx evaluates it in a task of its own.
const reactDom = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

// Every other module the sign-in page needs goes into one chunk. Left to itself the bundler cuts
// that code into many small chunks by which lazy screens share it, and each cut costs bytes on a
// page with a 170 kB budget.
function loginChunk() {
  const start = fileURLToPath(new URL('./src/start.tsx', import.meta.url));
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      members = new Set();
      const pending = [start];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (members.has(next) || reactDom.test(next)) continue;
        members.add(next);
        pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return members.has(id) ? 'login' : null;
  };
}

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: loginChunk(), includeDependenciesRecursively: false }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
