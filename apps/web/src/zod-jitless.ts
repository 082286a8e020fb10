import { config } from 'zod';

// The app's Content-Security-Policy allows no eval (SECURITY.md). Left to itself, zod probes
// `new Function` to compile faster parsers, and the browser reports that probe as a CSP violation
// on every screen whose schemas are built, though zod catches the refusal. Evaluated before any
// schema is built: start.tsx imports it first.
config({ jitless: true });
