import { walkEveryScreen } from './every-screen-walk.js';
import { test } from './fixtures.js';

// Every screen of every role in Spanish at 127.0.0.1, a secure context like every other spec's
// (every-screen-walk.ts says what is checked); English in every-screen-plain-http.spec.ts.
test.describe.configure({ mode: 'parallel' });

walkEveryScreen('es', false);
