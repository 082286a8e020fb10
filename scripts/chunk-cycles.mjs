import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web build's chunks must import each other without a cycle: vite.config.ts groups modules
// into chunks by hand (login, shared), and a cycle between two chunks lets one run before the other
// has defined what it uses (seen as React's error #130, a component that is undefined).

/** The static imports between the chunks of a folder of built JavaScript. */
export function chunkGraph(folder) {
  const graph = new Map();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(folder, name), 'utf8');
    const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]);
    graph.set(name, new Set(imported));
  }
  return graph;
}

/** Every cycle found walking the graph, each as the chunks around it. */
export function chunkCycles(graph) {
  const state = new Map();
  const cycles = [];
  const visit = (chunk, path) => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of graph.keys()) if (!state.has(chunk)) visit(chunk, []);
  return cycles;
}
