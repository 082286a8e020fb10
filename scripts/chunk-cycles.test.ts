import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkCycles, chunkGraph } from './chunk-cycles.mjs';

const assets = new URL('../apps/web/dist/assets/', import.meta.url).pathname;

describe("the web build's chunks", () => {
  it('finds a cycle between two chunks', () => {
    const graph = new Map([
      ['a.js', new Set(['b.js'])],
      ['b.js', new Set(['c.js'])],
      ['c.js', new Set(['a.js'])],
      ['d.js', new Set(['a.js'])],
    ]);
    expect(chunkCycles(graph)).toEqual([['a.js', 'b.js', 'c.js', 'a.js']]);
    expect(chunkCycles(new Map([['a.js', new Set(['b.js'])]]))).toEqual([]);
  });

  // npm test builds before it runs the tests.
  it('import each other without a cycle (npm run build first)', () => {
    expect(existsSync(assets), 'apps/web/dist: run npm run build first').toBe(true);
    const graph = chunkGraph(assets);
    expect(graph.size).toBeGreaterThan(20);
    expect(chunkCycles(graph)).toEqual([]);
  });
});
