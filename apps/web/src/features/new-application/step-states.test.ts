import type { Application } from '@origina/domain/application-api';
import { describe, expect, it } from 'vitest';
import { stepEntries } from './step-states.js';

// Only what the rule reads of an application's read.
const read = (changes: Partial<Application>) =>
  ({ completed_steps: [], missing: [], next_step: 'pre-solicitud', ...changes }) as unknown as Application;

describe("the steps' states (desktop stepper and phone sheet alike)", () => {
  it('are done when submit would take the step, to fix when a field of it is missing, else pending', () => {
    const entries = stepEntries(
      read({
        completed_steps: ['pre-solicitud', 'branch'],
        missing: [
          { step: 'producto', field: 'term', message: '…' },
          { step: 'biometria', field: null, message: '…' },
        ] as Application['missing'],
        next_step: 'biometria',
      }),
      'convenio',
    );
    const state = Object.fromEntries(entries.map((entry) => [entry.name, entry.state]));
    expect(state).toMatchObject({
      'pre-solicitud': 'done',
      branch: 'done',
      convenio: 'pending',
      producto: 'toFix',
      biometria: 'pending',
      'datos-generales': 'pending',
    });
  });

  it('open up to where the capture resumes and any saved step beyond, none without an application', () => {
    const entries = stepEntries(
      read({
        completed_steps: ['referencias'],
        missing: [{ step: 'domicilio', field: 'zip', message: '…' }] as Application['missing'],
        next_step: 'biometria',
      }),
      'branch',
    );
    const openable = entries.filter((entry) => entry.openable).map((entry) => entry.name);
    expect(openable).toEqual([
      'pre-solicitud',
      'branch',
      'convenio',
      'producto',
      'biometria',
      'domicilio',
      'referencias',
    ]);
    expect(stepEntries(undefined, 'pre-solicitud').some((entry) => entry.openable)).toBe(false);
  });
});
