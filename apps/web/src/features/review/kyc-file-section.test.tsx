import type { Application } from '@origina/domain/application-api';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { KycFileSection } from './kyc-file-section.js';

beforeAll(async () => {
  await loadLanguages('application', 'desk');
});

const withData = (data: Record<string, unknown>) => ({ id: 'a', data }) as unknown as Application;
const shown = (data: Record<string, unknown>) =>
  shownText(renderToString(<KycFileSection application={withData(data)} />));

describe("the desk's Expediente PLD", () => {
  it('shows the five answers in words, a "yes" to PEP, a PEP relative or a third party marked for attention', () => {
    const page = shown({
      datos_generales: { pep: true, pep_relative: false, third_party: true, third_party_name: 'Rosa García' },
      datos_laborales: {
        occupation: 'Docente de primaria',
        resource_source: 'other',
        resource_source_other: 'Renta de un local',
      },
    });
    expect(page).toContain('Expediente PLD');
    expect(page).toContain('Persona políticamente expuesta Atención Sí');
    expect(page).toContain('Familiar de una persona políticamente expuesta No');
    expect(page).toContain('Actúa por cuenta de otra persona Atención Sí, por cuenta de Rosa García');
    expect(page).toContain('Ocupación Docente de primaria');
    expect(page).toContain('Origen de los recursos Otro: Renta de un local');
    expect(page.match(/Atención/g)).toHaveLength(2);
    expect(page).not.toContain('Sin capturar');
    // Never a code or a key.
    expect(page).not.toMatch(/\bother\b|\btrue\b|review\.|application\./);
  });

  it('says what an application captured before the questions never answered', () => {
    const page = shown({ datos_generales: { first_name: 'Ana' }, datos_laborales: { position: 'Docente' } });
    // Each of the five answers, and the note that explains the words.
    expect(page.match(/Sin capturar/g)).toHaveLength(6);
    expect(page).toContain('se capturó antes de estas preguntas');
    expect(page).not.toContain('Atención');
  });

  it('reads in English', async () => {
    const page = await inEnglish(() =>
      shown({
        datos_generales: { pep: false, pep_relative: true, third_party: false },
        datos_laborales: { occupation: 'Nurse', resource_source: 'pension' },
      }),
    );
    expect(page).toContain('Relative of a politically exposed person Attention Yes');
    expect(page).toContain('Acts on behalf of someone else No');
    expect(page).toContain('Source of funds Pension or retirement');
  });
});
