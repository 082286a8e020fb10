import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate.js';

describe('concurrency gate', () => {
  it('lets `concurrent` holders in per key, lines up `waiting` more in order, and turns the rest away', async () => {
    const gate = createConcurrencyGate();
    const limit = { concurrent: 2, waiting: 2 };
    const first = await gate.enter('a', limit);
    const second = await gate.enter('a', limit);
    const entered: string[] = [];
    const lineUp = async (name: string) => {
      const release = await gate.enter('a', limit);
      entered.push(name);
      return release;
    };
    const third = lineUp('third');
    const fourth = lineUp('fourth');
    expect(await gate.enter('a', limit)).toBeNull();
    // Another key has its own places.
    const other = await gate.enter('b', limit);
    expect(other).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(entered).toEqual([]);
    first!();
    first!(); // a second release of the same place frees nothing more
    expect(await third).not.toBeNull();
    expect(entered).toEqual(['third']);
    second!();
    (await fourth)!();
    (await third)!();
    other!();
    expect(gate.size()).toBe(0);
  });
});
