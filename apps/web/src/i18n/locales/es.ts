import { esAccount } from './es-account.js';
import { esApplication } from './es-application.js';
import { esCompliance } from './es-compliance.js';
import { esCore } from './es-core.js';
import { esDashboard } from './es-dashboard.js';
import { esDesk } from './es-desk.js';
import { esHelp } from './es-help.js';
import { esIdentity } from './es-identity.js';
import { esLender } from './es-lender.js';
import { esSimulator } from './es-simulator.js';
import { esTemplates } from './es-templates.js';
import { esVerification } from './es-verification.js';
import type { Widen } from './widen.js';

// Spanish is the default language. The catalogue comes in parts so the sign-in screens load only
// theirs; this whole view is for types and tests.
export const es = {
  ...esCore,
  ...esAccount,
  ...esDashboard,
  ...esSimulator,
  ...esApplication,
  ...esHelp,
  ...esDesk,
  ...esTemplates,
  ...esLender,
  ...esCompliance,
  identity: { ...esCore.identity, ...esIdentity.identity },
  signature: esIdentity.signature,
  verification: esVerification.verification,
  validation: {
    ...esCore.validation,
    ...esApplication.validation,
    ...esVerification.validation,
    ...esDesk.validation,
    ...esTemplates.validation,
  },
};

export type Messages = Widen<typeof es>;
