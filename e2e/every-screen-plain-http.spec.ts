import { walkEveryScreen } from './every-screen-walk.js';
import { test } from './fixtures.js';

// Every screen of every role in English at this machine's network address over plain HTTP, what
// the loopback warning tells a promoter to open: not a secure context, so crypto.randomUUID,
// crypto.subtle and the clipboard are missing, and every screen must work there all the same
// (issue 35). every-screen-walk.ts says what is checked; Spanish in every-screen.spec.ts.
test.use({ onTheNetwork: true });
test.describe.configure({ mode: 'parallel' });

walkEveryScreen('en', true);
