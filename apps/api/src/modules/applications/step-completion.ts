import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import {
  type ApplicationData,
  type ApplicationSection,
  type ApplicationStep,
  applicationSections,
  applicationSteps,
  stepOfSection,
} from '@origina/domain/application-sections';
import { unansweredKyc } from '@origina/domain/kyc-file';

// Which steps of an application are done, and the first still to do.

/** The first step still to do (biometria waits for the identity issue), or the preview. */
export function nextStep(data: ApplicationData, status?: ApplicationStatus): ApplicationStep {
  const first = applicationSections.find((section) => !isSectionDone(data, section, status));
  return first ? stepOfSection(first) : 'vista-previa';
}

export const completedSteps = (data: ApplicationData, status?: ApplicationStatus) =>
  applicationSteps.filter((step) =>
    applicationSections.some(
      (section) => stepOfSection(section) === step && isSectionDone(data, section, status),
    ),
  );

// A step is done once saved; a draft's step saved before the identification file's questions
// existed is not done until they are answered (sent applications stay as they were sent).
function isSectionDone(data: ApplicationData, section: ApplicationSection, status?: ApplicationStatus) {
  const stored = data[section];
  if (!stored) return false;
  return status !== 'draft' || unansweredKyc(section, stored).length === 0;
}
