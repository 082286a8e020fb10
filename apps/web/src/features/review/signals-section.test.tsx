import type { DeskSignal } from '@origina/domain/desk-signals';
import type { ReviewApplication } from '@origina/domain/review';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { SignalsSection } from './signals-section.js';

const render = (signals: DeskSignal[]) =>
  renderToString(
    <MemoryRouter>
      <SignalsSection application={{ signals } as unknown as ReviewApplication} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await loadLanguages('application', 'desk');
});

const signals: DeskSignal[] = [
  {
    code: 'curp_open_elsewhere',
    applications: ['SOL-2026-000001', 'SOL-2026-000002'],
    pointers: [
      { folio: 'SOL-2026-000001', id: 'a1', status: 'in_review' },
      { folio: 'SOL-2026-000002', id: null, status: 'draft' },
    ],
  },
  {
    code: 'age_at_end',
    applications: [],
    pointers: [],
    ages: { now: 73, at_end: 75, limit: 74, last_payment: '2028-12-15' },
  },
  {
    code: 'income_changed',
    applications: ['SOL-2026-000003'],
    pointers: [{ folio: 'SOL-2026-000003', id: 'a3', status: 'rejected' }],
    changes: [{ field: 'net_pay', before: '9000.00', after: '15000.00' }],
  },
];

describe('the review screen’s signals', () => {
  it('shows nothing when there are none', () => {
    expect(render([])).toBe('');
  });

  it('says each signal in words, links the applications the desk may open and names the others', async () => {
    const html = render(signals);
    const shown = shownText(html);
    expect(shown).toContain('Señales');
    expect(shown).toContain('La misma CURP tiene otra solicitud abierta o un crédito vigente');
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/revision\/a1"[^>]*>SOL-2026-000001<\/a>/);
    expect(html).not.toContain('href="/dashboard/revision/null"');
    expect(shown).toContain('SOL-2026-000002 (Borrador, sin enviar a revisión)');
    expect(shown).toContain(
      'Hoy tiene 73 años; al último pago (15 dic 2028) tendrá 75. Límite del producto: 74 años.',
    );
    expect(shown).toContain('Sueldo neto: $9,000.00 → $15,000.00');
    await inEnglish(async () => {
      const english = shownText(render(signals));
      expect(english).toContain('The same CURP has another open application or an active loan');
      expect(english).toContain('SOL-2026-000002 (Draft, not sent for review)');
      expect(english).toContain('Net pay: $9,000.00 → $15,000.00');
    });
  });
});
