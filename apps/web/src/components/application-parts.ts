import { documentsPart, identityPart } from '@origina/domain/application-lifecycle';
import {
  type ApplicationStep,
  applicationSteps,
  type ReopenablePart,
  stepOfSection,
} from '@origina/domain/application-sections';
import type { MessageKey } from '../i18n/i18n.js';

/** The step where the promoter changes a part a reviewer may reopen: each data section has its
 * own; the identity check is the biometria step; the documents' checklist is in the
 * datos-de-solicitud step. */
export function stepOfPart(part: ReopenablePart): ApplicationStep {
  if (part === identityPart) return 'biometria';
  if (part === documentsPart) return 'datos-de-solicitud';
  return stepOfSection(part);
}

/** A part's name as the promoter and the reviewer read it. */
export const partLabel = (part: ReopenablePart): MessageKey =>
  part === identityPart || part === documentsPart
    ? `application.parts.${part}`
    : (`application.steps.${stepOfSection(part)}` as MessageKey);

/** The steps that hold the reopened parts, in the flow's order, each once. */
export const stepsToFix = (reopened: readonly ReopenablePart[]) =>
  applicationSteps.filter((step) => reopened.some((part) => stepOfPart(part) === step));
