import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanFiguresFixture } from '../../components/loan-figures-fixture.js';
import { formatRate } from '../../i18n/format.js';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { FiguresChanged } from './figures-changed.js';

beforeAll(async () => {
  await loadLanguages('desk');
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
    const shown = shownText(renderToString(<FiguresChanged current={current} />));
    expect(shown).toContain('Las cifras cambiaron desde que el promotor las capturó');
    expect(shown).toContain(`Tasa anual ${formatRate(0.45, 'es')} ${formatRate(0.58, 'es')}`);
    expect(shown).toMatch(/Pago por periodo \$1,000\.50 \$[\d,]+\.\d\d/);
    expect(shown).toContain('Total a pagar');
    expect(shown).toContain('CAT 60.2 %');
    expect(shown).not.toContain('Monto a recibir');
    await inEnglish(async () => {
      const english = shownText(renderToString(<FiguresChanged current={current} />));
      expect(english).toContain(`Annual rate ${formatRate(0.45, 'en')} ${formatRate(0.58, 'en')}`);
      expect(english).toContain('When sent');
    });
  });
});
