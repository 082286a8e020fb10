import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, setLanguage, translate } from '../i18n/i18n.js';
import { referenceRows } from './application-sections-view.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('application');
  await setLanguage('es');
});

describe("an application's references, as the detail and the desk show them", () => {
  it('are numbered like the capture, each row holding the whole reference, never labelled a name', () => {
    const rows = referenceRows(
      [
        { name: 'Rosa García', phone: '5587654321', relationship: 'sibling' },
        { name: 'Jorge Pérez', phone: '5511112222', relationship: 'friend' },
      ],
      (number) => translate('application.referenceTitle', { number }),
      (code) =>
        translate(`application.options.relationship.${code}` as 'application.options.relationship.friend'),
    );
    expect(rows.map(([, term, value]) => `${term}: ${value}`)).toEqual([
      'Referencia 1: Rosa García · 5587654321 · Hermano(a)',
      'Referencia 2: Jorge Pérez · 5511112222 · Amigo(a)',
    ]);
  });
});
