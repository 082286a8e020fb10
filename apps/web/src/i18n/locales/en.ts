import { enAccount } from './en-account.js';
import { enApplication } from './en-application.js';
import { enCompliance } from './en-compliance.js';
import { enCore } from './en-core.js';
import { enDashboard } from './en-dashboard.js';
import { enDesk } from './en-desk.js';
import { enHelp } from './en-help.js';
import { enIdentity } from './en-identity.js';
import { enLender } from './en-lender.js';
import { enSimulator } from './en-simulator.js';
import { enTemplates } from './en-templates.js';
import { enVerification } from './en-verification.js';
import type { Messages } from './es.js';

export const en: Messages = {
  ...enCore,
  ...enAccount,
  ...enDashboard,
  ...enSimulator,
  ...enApplication,
  ...enHelp,
  ...enDesk,
  ...enTemplates,
  ...enLender,
  ...enCompliance,
  identity: { ...enCore.identity, ...enIdentity.identity },
  signature: enIdentity.signature,
  verification: enVerification.verification,
  validation: {
    ...enCore.validation,
    ...enApplication.validation,
    ...enVerification.validation,
    ...enDesk.validation,
    ...enTemplates.validation,
  },
};
