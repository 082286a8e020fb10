import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../test/rendered-text.js';
import { loanFiguresFixture } from './loan-figures-fixture.js';
import { LoanSummary } from './loan-summary.js';

beforeAll(async () => {
  await loadLanguages('application', 'simulator');
});

describe('the loan summary', () => {
  it('dates an application not yet approved as if signed today, in unambiguous dates', () => {
    const shown = shownText(renderToString(<LoanSummary figures={loanFiguresFixture()} />));
    expect(shown).toContain('Primer pago 30 nov 2026 si se firma hoy');
    expect(shown).toMatch(/Último pago \d+ \w+ 2027 si se firma hoy/);
    expect(shown).not.toContain('Válido');
    expect(shown).not.toMatch(/application\.|simulator\./);
  });

  it("shows a contract's date and the last day it may be signed and disbursed, but not once disbursed", async () => {
    const figures = loanFiguresFixture({ source: 'contract', valid_until: '2026-11-19' });
    const shown = shownText(renderToString(<LoanSummary figures={figures} status="approved" />));
    expect(shown).toContain('Primer pago 30 nov 2026 Último pago');
    expect(shown).not.toContain('si se firma hoy');
    expect(shown).toContain('Contrato del 14 nov 2026. Válido para firma y dispersión hasta el 19 nov 2026.');
    expect(shownText(renderToString(<LoanSummary figures={figures} status="disbursed" />))).not.toContain(
      'Válido',
    );
    // Past its validity, in the past tense.
    const expired = { ...figures, expired: true };
    expect(shownText(renderToString(<LoanSummary figures={expired} status="approved" />))).toContain(
      'Contrato del 14 nov 2026. Fue válido para firma y dispersión hasta el 19 nov 2026.',
    );
    await inEnglish(async () => {
      const english = shownText(renderToString(<LoanSummary figures={figures} status="signed" />));
      expect(english).toContain('First payment 30 Nov 2026');
      expect(english).toContain(
        'Contract dated 14 Nov 2026. Valid for signing and disbursement until 19 Nov 2026.',
      );
    });
  });

  it("says the capacity a payment exceeds per the convenio's period (quincena, mes), not 'por periodo'", async () => {
    const capacity = { max_payment: 500, max_amount: 8_000, exceeds: true, other_loans: [] };
    const biweekly = shownText(renderToString(<LoanSummary figures={loanFiguresFixture({ capacity })} />));
    expect(biweekly).toContain('supera el descuento máximo de $500.00 por quincena;');
    const monthly = loanFiguresFixture({ capacity, frequency: 'monthly' });
    expect(shownText(renderToString(<LoanSummary figures={monthly} />))).toContain(
      'supera el descuento máximo de $500.00 al mes;',
    );
    await inEnglish(async () => {
      expect(shownText(renderToString(<LoanSummary figures={monthly} />))).toContain(
        'the most that can be deducted, $500.00 a month;',
      );
    });
  });

  it("names the customer's other loans and applications, money in pesos and the period in words", async () => {
    const figures = loanFiguresFixture({
      capacity: {
        max_payment: 3000,
        max_amount: 40_000,
        exceeds: false,
        other_loans: [
          { folio: 'SOL-2026-000123', kind: 'loan', payment: 1168.26, frequency: 'biweekly' },
          { folio: 'SOL-2026-000130', kind: 'application', payment: 250, frequency: 'weekly' },
          { folio: null, kind: 'loan', payment: 900, frequency: 'biweekly' },
          { folio: null, kind: 'application', payment: 400, frequency: 'monthly' },
        ],
      },
    });
    const shown = shownText(renderToString(<LoanSummary figures={figures} />));
    expect(shown).toContain('Ya tiene el crédito SOL-2026-000123 con pago de $1,168.26 por quincena.');
    expect(shown).toContain('Tiene la solicitud SOL-2026-000130 en trámite, con pago de $250.00 por semana.');
    // Another promoter's, without a folio.
    expect(shown).toContain('Tiene un crédito con otro asesor, con pago de $900.00 por quincena.');
    expect(shown).toContain('Tiene una solicitud en trámite con otro asesor, con pago de $400.00 al mes.');
    await inEnglish(async () => {
      const english = shownText(renderToString(<LoanSummary figures={figures} />));
      expect(english).toContain(
        'Already has loan SOL-2026-000123 with a payment of $1,168.26 twice a month.',
      );
      expect(english).toContain('Has a loan with another adviser, with a payment of $900.00 twice a month.');
    });
    const none = loanFiguresFixture({
      capacity: { max_payment: 3000, max_amount: 40_000, exceeds: false, other_loans: [] },
    });
    expect(renderToString(<LoanSummary figures={none} />)).not.toContain('other-loans');
  });
});
