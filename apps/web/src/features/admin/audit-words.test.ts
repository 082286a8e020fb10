import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, setLanguage, translate as t } from '../../i18n/i18n.js';
import {
  actionLabel,
  actionsMatching,
  auditActions,
  detailCodesMatching,
  detailLines,
  documentSubject,
} from './audit-words.js';

const apiSource = new URL('../../../../api/src/', import.meta.url).pathname;

// Every `action: '…'` the API writes to the audit log (tests aside).
function recordedActions(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return recordedActions(path);
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\baction: '([a-z_.]+)'/g)].map((match) => match[1]!);
  });
}

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await Promise.all([loadCatalogPart('desk'), loadCatalogPart('application'), loadCatalogPart('lender')]);
});

describe('the audit log in words', () => {
  it('knows every action the API records', () => {
    const recorded = new Set(recordedActions(apiSource));
    expect(recorded.size).toBeGreaterThan(15);
    for (const action of recorded) expect(auditActions, action).toContain(action);
  });

  it.each(['es', 'en'] as const)('names every action in %s, never by its code', async (language) => {
    await setLanguage(language);
    const other = t('admin.auditOther');
    for (const action of auditActions) {
      const label = actionLabel(t, action);
      expect(label, action).not.toBe(other);
      expect(label, action).not.toMatch(/\b[a-z]+[._][a-z_]+\b/);
    }
    expect(actionLabel(t, 'something.new')).toBe(other);
    await setLanguage('es');
  });

  it('turns a status change into the status by name', () => {
    expect(actionLabel(t, 'application.submitted')).toBe('La solicitud pasó a «Enviada»');
  });

  it('says "la CURP" as every other Spanish screen does, never "un CURP"', () => {
    expect(actionLabel(t, 'simulation.other_loans_lookup')).toBe(
      'Consultó los créditos de una CURP al simular',
    );
  });

  it('finds the codes of the actions whose words hold the search', () => {
    expect(actionsMatching(t, 'inició ses', auditActions)).toEqual(['auth.login']);
    expect(actionsMatching(t, 'INICIO DE SESION', auditActions)).toContain('auth.login_failed');
    expect(actionsMatching(t, 'xy', auditActions)).toEqual([]);
  });

  it('shows details in words and leaves ids and unknown keys out', () => {
    const lines = detailLines(t, 'es', {
      role: 'reviewer',
      branch: '0190f3c2-7d1e-7a4b-9c2d-1e2f3a4b5c6d',
      mobile_number: '5512348765',
      capture: 'selfie',
      size: 204_800,
      type: 'pay_stub',
      sections: ['pre_solicitud', 'domicilio'],
      counts: { products: { created: 3, updated: 1 } },
      internal_flag: 'x',
      by: 'an-unknown-origin',
    });
    expect(lines.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Rol: Revisor',
      'Celular: 5512348765',
      'Foto: Selfie',
      'Tamaño: 200 kB',
      'Documento: Recibos de nómina (los dos últimos)',
      'Secciones: Pre-solicitud, Domicilio',
      'Registros: Productos: 3 nuevos · 1 actualizados',
    ]);
  });

  it("names the lender profile's changed fields in words", () => {
    expect(detailLines(t, 'es', { fields: ['rfc', 'une.phone'] })).toEqual([
      { key: 'fields', label: 'Datos modificados', value: 'RFC, Teléfono de la UNE' },
    ]);
  });

  it.each([
    [
      'es',
      'Número de registro del contrato (RECA), Tasa de interés moratorio anual (%), Firma del pagaré, Otras comisiones, Tasas por plazo',
    ],
    [
      'en',
      "The contract's registration number (RECA), Annual late-payment (moratorio) rate (%), Promissory note signature, Other commissions, Rates by term",
    ],
  ] as const)("names a catalogue entry's changed fields in %s", async (language, value) => {
    await setLanguage(language);
    const lines = detailLines(t, language, {
      code: 'NOM-MEN',
      changed: ['reca_number', 'moratorio_rate', 'pagare_mode', 'other_commissions', 'term_rates'],
    });
    expect(lines.map((line) => line.value)).toEqual(['NOM-MEN', value]);
    await setLanguage('es');
  });

  it('says why the desk rejected a paper pagaré', () => {
    expect(detailLines(t, 'es', { folio: 'ORI-1', version: 1, reason: 'La firma no se ve.' })).toEqual([
      { key: 'folio', label: 'Folio', value: 'ORI-1' },
      { key: 'version', label: 'Versión', value: '1' },
      { key: 'reason', label: 'Motivo', value: 'La firma no se ve.' },
    ]);
  });

  it("finds details by the words the screen shows, in the reader's language, not by the stored keys", async () => {
    await setLanguage('es');
    expect(detailCodesMatching(t, 'es', 'sucursal')).toEqual(expect.arrayContaining(['branches', 'branch']));
    expect(detailCodesMatching(t, 'es', 'promotor')).toEqual(
      expect.arrayContaining(['from_promoter', 'to_promoter', 'promoter']),
    );
    // The English key is not a word this screen shows in Spanish.
    expect(detailCodesMatching(t, 'es', 'branch')).toEqual([]);
    await setLanguage('en');
    expect(detailCodesMatching(t, 'en', 'branch')).toEqual(expect.arrayContaining(['branches', 'branch']));
    await setLanguage('es');
  });

  it('names the document a download was of, by its type', () => {
    expect(documentSubject(t, 'es', { label: 'ORG-1', document_type: 'pay_stub' })).toMatch(/ de ORG-1$/);
    expect(documentSubject(t, 'es', { label: 'ORG-1', document_type: 'pay_stub' })).not.toBe(
      'Documento de ORG-1',
    );
    expect(documentSubject(t, 'es', { label: 'ORG-1' })).toBe('Documento de ORG-1');
  });
});
