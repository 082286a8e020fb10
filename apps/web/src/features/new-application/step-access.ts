import type { Application } from '@origina/domain/application-api';
import { documentsPart, identityPart } from '@origina/domain/application-lifecycle';
import {
  type ApplicationStep,
  applicationSections,
  applicationSteps,
  stepOfSection,
} from '@origina/domain/application-sections';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import { stepOfPart } from '../../components/application-parts.js';

// What the owner may change on a step now, as application-lifecycle.ts says: a draft all of it;
// after a changes request only the parts the reviewer reopened (a step's data, the documents on
// datos-de-solicitud, the identity check on biometria).
export function stepAccess(application: Application, step: ApplicationStep) {
  const section = applicationSections.find((candidate) => stepOfSection(candidate) === step);
  return {
    section,
    data: section ? ownerMay('save_section', application, { parts: [section] }) : false,
    documents: step === stepOfPart(documentsPart) && ownerMay('upload_document', application),
    identity: step === stepOfPart(identityPart) && ownerMay('issue_identity_link', application),
  };
}

const isStepOpen = (application: Application, step: ApplicationStep) => {
  const access = stepAccess(application, step);
  return access.data || access.documents || access.identity;
};

/** Where "continue" leads from a step: the next step still open to change, else the preview. */
export const nextOpenStep = (application: Application, step: ApplicationStep): ApplicationStep => {
  const from = applicationSteps.indexOf(step);
  const preview = applicationSteps.indexOf('vista-previa');
  return (
    applicationSteps.find(
      (candidate, index) => index > from && index < preview && isStepOpen(application, candidate),
    ) ?? 'vista-previa'
  );
};
