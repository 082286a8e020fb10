// npm start: build what changed, then serve, in one process (a second Node process would add a
// fifth of a second to every start).
await import('./build-changed.mjs');
await import('../apps/api/dist/server.js');
