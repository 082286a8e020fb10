import { todayInMexico } from '@origina/domain/calendar-date';
import type { Payoff } from '@origina/domain/loan-payoff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { PayoffCard } from './payoff-card.js';

beforeAll(async () => {
  await loadLanguages('application');
});

// The card as it reads the API's answers (useLoanPayoff's cache): today's balance and the quote
// for the date picked, which starts at today.
function render(quote: Payoff) {
  const client = new QueryClient();
  client.setQueryData(['applications', 'loan-1', 'payoff', 'today'], quote);
  client.setQueryData(['applications', 'loan-1', 'payoff', todayInMexico()], quote);
  return shownText(
    renderToString(
      <QueryClientProvider client={client}>
        <PayoffCard applicationId="loan-1" />
      </QueryClientProvider>,
    ),
  );
}

const quote = (missed: number): Payoff => ({
  date: todayInMexico(),
  principal: 10000,
  interest: 476.47,
  iva: 76.24,
  total: 10552.71,
  missed_payments: missed,
});

describe("a loan's balance and payoff card", () => {
  it('says how many deductions not applied its figures hold, in both languages', async () => {
    const one = render(quote(1));
    expect(one).toContain(
      'Incluye 1 descuento no aplicado: su capital, sus intereses y su IVA siguen pendientes.',
    );
    const two = render(quote(2));
    expect(two).toContain('Incluye 2 descuentos no aplicados');
    const english = await inEnglish(() => render(quote(2)));
    expect(english).toContain(
      'Includes 2 deductions not applied: their principal, interest and VAT are still owed.',
    );
    expect(await inEnglish(() => render(quote(1)))).toContain('Includes 1 deduction not applied');
  });

  it('says nothing of them when every deduction was applied', () => {
    expect(render(quote(0))).not.toContain('Incluye');
    expect(render(quote(0))).toContain('Total para liquidar $10,552.71');
  });
});
