import type { Application } from '@origina/domain/application-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { RenewSection } from './renew-section.js';

beforeAll(async () => {
  await loadLanguages('application');
});

// A disbursed loan as the section reads it (status, settlement, the renewal under way).
const loanWith = (open: Application['open_renewal']) =>
  ({ id: 'loan-1', status: 'disbursed', settled: null, open_renewal: open }) as Application;

const render = (application: Application) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RenewSection application={application} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("a disbursed loan's renewal section", () => {
  it('links to the renewal under way that the promoter holds', () => {
    const html = render(loanWith({ id: 'renewal-1', folio: 'SOL-2026-000200' }));
    expect(html).toContain('href="/dashboard/mis-solicitudes/renewal-1"');
    expect(shownText(html)).toContain('Renovación en curso: SOL-2026-000200');
    expect(shownText(html)).toContain('Ábrela para continuarla');
    expect(html).not.toContain('data-testid="renew-loan"');
  });

  it('names a renewal an admin moved to another promoter by folio, unlinked, and says who to ask', async () => {
    const moved = loanWith({ id: null, folio: 'SOL-2026-000200' });
    const html = render(moved);
    expect(html).not.toContain('open-renewal-link');
    expect(html).not.toContain('href="/dashboard/mis-solicitudes/');
    expect(shownText(html)).toContain('Renovación en curso: SOL-2026-000200');
    expect(shownText(html)).toContain(
      'Otro promotor la atiende ahora; si debe volver a ti, pídelo a un administrador.',
    );
    const english = await inEnglish(() => shownText(render(moved)));
    expect(english).toContain('Renewal under way: SOL-2026-000200');
    expect(english).toContain('Another promoter now handles it');
  });
});
