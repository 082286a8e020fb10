import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../test/rendered-text.js';
import { LoanFiguresBar } from './loan-figures-bar.js';
import { loanFiguresFixture } from './loan-figures-fixture.js';

beforeAll(async () => {
  await loadLanguages('application', 'simulator');
});

describe('the compact loan figures bar', () => {
  it("shows the server's amount, payment per period in words, term and CAT, in pesos, in a labelled region", async () => {
    const figures = loanFiguresFixture({ payment: 1168.26, cat: 98.5 });
    const html = renderToString(<LoanFiguresBar figures={figures} />);
    expect(html).toContain('aria-label="Cifras del crédito"');
    // Read when reached, never announced on each save.
    expect(html).not.toMatch(/aria-live|role="status"/);
    const shown = shownText(html);
    expect(shown).toContain('Monto $20,000.00');
    expect(shown).toContain('Pago $1,168.26 por quincena');
    expect(shown).toContain('Plazo 24 quincenas');
    expect(shown).toContain('CAT 98.5 %');
    expect(shown).not.toMatch(/application\.|simulator\.|biweekly/);
    await inEnglish(() => {
      const english = renderToString(<LoanFiguresBar figures={figures} />);
      expect(english).toContain('aria-label="Loan figures"');
      expect(shownText(english)).toContain('Amount $20,000.00 Payment $1,168.26 twice a month');
      expect(shownText(english)).toContain('Term 24 payments twice a month CAT 98.5 %');
    });
  });

  it('says the period of a monthly loan in words too', () => {
    const shown = shownText(
      renderToString(<LoanFiguresBar figures={loanFiguresFixture({ frequency: 'monthly', term: 12 })} />),
    );
    expect(shown).toMatch(/Pago \$[\d,]+\.\d\d al mes/);
    expect(shown).toContain('Plazo 12 meses');
  });

  it('shows nothing until the product step has figures', () => {
    expect(renderToString(<LoanFiguresBar figures={null} />)).toBe('');
  });
});
