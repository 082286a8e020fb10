// The app's Content-Security-Policy allows no eval (SECURITY.md). Left to itself, zod probes
// `new Function` to compile faster parsers, and the browser reports that probe as a CSP violation
// on every screen whose schemas are built, though zod catches the refusal. zod keeps its settings
// (`z.config`) on this global, which it creates only when absent and then shares by reference
// (zod/v4/core/core.js): set here, before the screens' schemas are built (start.tsx imports this
// first), without importing zod itself, which would add about 20 kB (brotli) to the sign-in page.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
