import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import type { ReopenablePart } from '@origina/domain/application-sections';
import { ownerMay } from '@origina/domain/lifecycle-verdicts';
import { stepsToFix } from '../../components/application-parts.js';
import { paths } from '../../paths.js';

// Where "continue" leads: the next step of a draft; after a changes request, the first part to fix.
export const continuePath = (application: {
  id: string;
  next_step: string;
  reopened_sections?: readonly ReopenablePart[];
}) => {
  const step = stepsToFix(application.reopened_sections ?? [])[0] ?? application.next_step;
  return `${paths.dashboard.newApplication}/${application.id}/${step}`;
};

// Whether the promoter may still work on it (the lifecycle model: a draft, or changes requested).
export const capturing = (application: { status: ApplicationStatus }) =>
  ownerMay('save_section', application);
