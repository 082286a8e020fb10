import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { workedRows } from '../../components/worked-schedule-rows.js';
import { loadCatalogPart, setLanguage } from '../../i18n/i18n.js';
import { ScheduleCards } from './schedule-cards.js';

// Each card's figures as label → amount, from its <dt>/<dd> pairs (MUI's <style> tags left out).
const cards = (html: string) =>
  [...html.replace(/<style[^>]*>.*?<\/style>/gs, '').matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((card) =>
    Object.fromEntries(
      [...card[1]!.matchAll(/<dt[^>]*>([^<]*)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/gs)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    ),
  );

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('desk');
  await loadCatalogPart('simulator');
  await setLanguage('es');
});

// Row 2 of the worked loan (docs/domain-rules.md), worked by hand in worked-schedule-rows.ts.
const row = workedRows[1]!;

describe('the schedule on a phone', () => {
  it('shows the row’s IVA under IVA, apart from its interest', () => {
    expect(cards(renderToString(<ScheduleCards rows={[row]} />))).toEqual([
      {
        Pago: '$584.13',
        Capital: '$302.66',
        'Saldo final': '$9,403.21',
        Interés: '$242.65',
        IVA: '$38.82',
      },
    ]);
  });
});
