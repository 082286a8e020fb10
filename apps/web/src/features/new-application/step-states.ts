import type { Application } from '@origina/domain/application-api';
import { type ApplicationStep, applicationSteps } from '@origina/domain/application-sections';

export type StepState = 'done' | 'toFix' | 'pending';

export interface StepEntry {
  name: ApplicationStep;
  state: StepState;
  // Whether the step may be opened from the list (the desktop stepper and the phone's sheet alike).
  openable: boolean;
}

/** Each step's state as the server reads it, and whether it may be opened, for the desktop
 * stepper and the phone's step sheet: one rule for both. */
export function stepEntries(application: Application | undefined, step: ApplicationStep): StepEntry[] {
  const active = applicationSteps.indexOf(step);
  // Ticked: a step a submit would take as it is (the server says which).
  const done = new Set(application?.completed_steps ?? []);
  // Saved but with something a submit would refuse (a field, a document): it opens like a done one.
  const toFix = new Set(application?.missing.filter((item) => item.field !== null).map((item) => item.step));
  const resumeAt = application ? applicationSteps.indexOf(application.next_step) : -1;
  return applicationSteps.map((name, index) => ({
    name,
    state: done.has(name) ? 'done' : toFix.has(name) ? 'toFix' : 'pending',
    // Every step up to where the capture resumes opens, the identity check included while the
    // customer has not finished it, and any saved one.
    openable: !!application && (index <= Math.max(active, resumeAt) || done.has(name) || toFix.has(name)),
  }));
}
