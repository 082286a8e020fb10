// Where the prerendered shells (src/prerender.tsx) stand for the signed-in user's name and its
// initial; the early start (build/early-start.ts) writes the tab's own in their place. Characters of
// Unicode's private use area: no real name holds them.
export const shellName = { full: '\uE000\uE001', initial: '\uE000' } as const;
