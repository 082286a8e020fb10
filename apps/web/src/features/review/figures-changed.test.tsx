import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanFiguresFixture } from '../../components/loan-figures-fixture.js';
import { formatRate } from '../../i18n/format.js';
import { loadCatalogPart, setLanguage } from '../../i18n/i18n.js';
import { FiguresChanged } from './figures-changed.js';

// The words a screen shows, without its markup and styles.
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('desk');
  await setLanguage('en');
  await setLanguage('es');
});

describe('the figures changed since submission', () => {
  const now = loanFiguresFixture();

  it('says nothing when the catalogue moved nothing', () => {
    expect(renderToString(<FiguresChanged current={now} />)).toBe('');
    expect(renderToString(<FiguresChanged current={null} />)).toBe('');
  });

  it('shows each figure that moved, as sent and as it is now, and only those', async () => {
    const current = {
      ...now,
      changed_since_submission: {
        annual_rate: 0.45,
        payment: 1000.5,
        total_payment: now.total_payment - 1000,
        net_disbursement: now.net_disbursement,
        cat: 60.2,
      },
    };
    const shown = text(renderToString(<FiguresChanged current={current} />));
    expect(shown).toContain('Las cifras cambiaron desde que el promotor las capturó');
    expect(shown).toContain(`Tasa anual ${formatRate(0.45, 'es')} ${formatRate(0.58, 'es')}`);
    expect(shown).toMatch(/Pago por periodo \$1,000\.50 \$[\d,]+\.\d\d/);
    expect(shown).toContain('Total a pagar');
    expect(shown).toContain('CAT 60.2 %');
    expect(shown).not.toContain('Monto a recibir');
    await setLanguage('en');
    try {
      const english = text(renderToString(<FiguresChanged current={current} />));
      expect(english).toContain(`Annual rate ${formatRate(0.45, 'en')} ${formatRate(0.58, 'en')}`);
      expect(english).toContain('When sent');
    } finally {
      await setLanguage('es');
    }
  });
});
