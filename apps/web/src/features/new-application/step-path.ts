import type { ApplicationStep } from '@origina/domain/application-sections';
import { paths } from '../../paths.js';

/** Where a step of an application opens. */
export const stepPath = (id: string, step: ApplicationStep) =>
  `${paths.dashboard.newApplication}/${id}/${step}`;
