export type GateLimit = { concurrent: number; waiting: number };
export type Release = () => void;

/**
 * At most `concurrent` holders per key at a time in this process; further callers wait in line,
 * up to `waiting` of them, and past that are turned away (null). Per process on purpose: what it
 * protects (the thread pool that hashes passwords) is the process's own.
 */
export function createConcurrencyGate() {
  const slots = new Map<string, { active: number; line: (() => void)[] }>();

  const releaseFor = (key: string): Release => {
    let released = false;
    return () => {
      const slot = slots.get(key);
      if (released || !slot) return;
      released = true;
      // The place passes to the first in line; the count of holders stays as it is.
      const next = slot.line.shift();
      if (next) return next();
      slot.active -= 1;
      if (slot.active === 0) slots.delete(key);
    };
  };

  return {
    async enter(key: string, limit: GateLimit): Promise<Release | null> {
      const slot = slots.get(key) ?? { active: 0, line: [] };
      slots.set(key, slot);
      if (slot.active < limit.concurrent) {
        slot.active += 1;
        return releaseFor(key);
      }
      if (slot.line.length >= limit.waiting) return null;
      await new Promise<void>((resolve) => slot.line.push(resolve));
      return releaseFor(key);
    },
    /** Holders and callers in line for one key. */
    stats: (key: string) => ({
      running: slots.get(key)?.active ?? 0,
      waiting: slots.get(key)?.line.length ?? 0,
    }),
    /** Keys with holders or callers in line (for tests: nothing is left behind). */
    size: () => slots.size,
  };
}
export type ConcurrencyGate = ReturnType<typeof createConcurrencyGate>;
