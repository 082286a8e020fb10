import {
  type ApplicationData,
  type ApplicationSection,
  type ApplicationStep,
  applicationSections,
  applicationSteps,
  sectionSchemas,
  stepOfSection,
} from '@origina/domain/application-sections';
import { payoffsOf } from '@origina/domain/buyout';
import { documentTypes, filesNeeded } from '@origina/domain/document-types';
import { unansweredKyc } from '@origina/domain/kyc-file';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationDocuments } from '../../db/schema.js';
import type { MessageKey, MessageParams } from '../../i18n/messages.js';
import { fieldErrorsOf } from '../../plugins/errors.js';
import { requiredDocumentCodes } from '../catalogs/lender-catalog.js';
import type { PricedLoan } from './application-loan.js';
import { identityPhotoKinds, identitySubmitted } from './identity-link-status.js';
import type { LoanNames } from './other-loans.js';
import { checkSection } from './section-checks.js';

/** What keeps an application from being submitted, step by step, in docs/product-spec.md's order; the customer's
 * other loans named as `names` allows. */
export async function missingForSubmit(
  executor: Executor,
  applicationId: string,
  data: ApplicationData,
  {
    today,
    names,
    locked = [],
    priced,
    renews = null,
  }: {
    today: string;
    /** The disbursed loan the application renews, if any. */
    renews?: string | null;
    names: LoanNames;
    locked?: readonly ApplicationSection[];
    /** The loan already priced from this data for this day, not priced again. */
    priced?: PricedLoan | undefined;
  },
) {
  const missing: { step: ApplicationStep; field: string | null; key: MessageKey; params?: MessageParams }[] =
    [];
  // One scope for every section: the renewed loan's payoff is quoted once for all of them.
  // A renewal's amount must pay off the loan it renews (issue 36), as its save checked.
  const scope = { today, applicationId, names, renews };
  for (const section of applicationSections) {
    const step = stepOfSection(section);
    const stored = data[section];
    if (!stored) {
      missing.push({ step, field: null, key: 'application.step_incomplete' });
      continue;
    }
    // Catalogues and other sections may have changed since the step was saved: check it again.
    const plain = stripServerFields(section, stored);
    const parsed = sectionSchemas[section].safeParse(plain);
    // A section sent before the identification file's questions existed, and that the promoter
    // may not reopen, is not held back by them: it stays as it was sent (kyc-file.ts).
    const unanswered = locked.includes(section) ? unansweredKyc(section, stored) : [];
    const issues = parsed.success
      ? []
      : parsed.error.issues.filter((issue) => !unanswered.includes(String(issue.path[0])));
    if (issues.length > 0) {
      for (const [field, keys] of Object.entries(fieldErrorsOf(issues))) {
        missing.push({ step, field, key: keys[0]! });
      }
      continue;
    }
    // The customer's other loans and applications in flight count against the capacity here.
    const { problems } = await checkSection(
      executor,
      section,
      { ...data, [section]: parsed.success ? parsed.data : plain },
      scope,
      priced,
    );
    for (const item of problems) missing.push({ step, ...item });
  }
  if (!(await identitySubmitted(executor, applicationId))) {
    // In step order: before whatever is missing after the biometria step.
    const after = missing.findIndex(
      (item) => applicationSteps.indexOf(item.step) > applicationSteps.indexOf('biometria'),
    );
    missing.splice(after === -1 ? missing.length : after, 0, {
      step: 'biometria',
      field: null,
      key: 'application.identity_missing',
    });
  }
  for (const { type, have, need } of await missingDocuments(executor, applicationId, data, priced)) {
    missing.push({
      step: 'datos-de-solicitud',
      field: `documents.${type.code}`,
      key: have === 0 ? 'application.document_missing_named' : 'application.document_needs_more',
      // Each missing document by its name, in the reader's language, and how many files it needs.
      params: {
        document: (language) => type.name[language],
        min: String(need),
        have: String(have),
      },
    });
  }
  return missing;
}

/**
 * Document types the convenio and product require with fewer uploaded files than they need; one
 * the identity check's photo stands for needs none once the customer has sent the photos.
 */
async function missingDocuments(
  executor: Executor,
  applicationId: string,
  data: ApplicationData,
  priced?: PricedLoan,
) {
  const required = await requiredDocumentCodes(
    executor,
    { affiliate: data.convenio?.affiliate, product: data.producto?.product },
    { affiliate: priced?.affiliate, product: priced?.row },
  );
  const uploaded = await executor
    .select({ type: applicationDocuments.documentType })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.status, 'uploaded')),
    );
  const photos = await identityPhotoKinds(executor, applicationId);
  // A buy-out needs the payoff letter of each outside loan.
  const payoffs = payoffsOf(data).length;
  if (payoffs > 0) required.add('payoff_letter');
  return documentTypes
    .filter((type) => required.has(type.code))
    .filter((type) => !(type.from_identity && photos.has(type.from_identity)))
    .map((type) => ({
      type,
      have: uploaded.filter((row) => row.type === type.code).length,
      need: filesNeeded(type, payoffs),
    }))
    .filter(({ have, need }) => have < need);
}

// Fields the server adds to a section are not the client's to send, so re-checks leave them out.
const serverFields: Partial<Record<ApplicationSection, string[]>> = {
  domicilio: ['municipality', 'state', 'city'],
  datos_laborales: ['employer'],
};
function stripServerFields(section: ApplicationSection, stored: unknown) {
  const copy = { ...(stored as Record<string, unknown>) };
  for (const field of serverFields[section] ?? []) delete copy[field];
  return copy;
}
