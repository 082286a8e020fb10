import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, setLanguage } from '../i18n/i18n.js';
import { ScheduleTable } from './schedule-table.js';
import { workedRows as rows } from './worked-schedule-rows.js';

// The cells of each body row, in order, without the markup (nor the styles emotion inlines).
const bodyCells = (html: string) =>
  [...html.split('<tbody')[1]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) =>
      cell[1]!
        .replace(/<style[^>]*>.*?<\/style>/gs, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    ),
  );

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('simulator');
  await setLanguage('es');
});

describe('the schedule table', () => {
  it('shows each row’s IVA under IVA, apart from its interest', () => {
    expect(bodyCells(renderToString(<ScheduleTable rows={rows} whole />))).toEqual([
      ['1', '30 nov 2026', '$10,000.00', '$294.13', '$250.00', '$40.00', '$584.13', '$9,705.87', ''],
      ['2', '15 dic 2026', '$9,705.87', '$302.66', '$242.65', '$38.82', '$584.13', '$9,403.21', ''],
    ]);
  });

  it('keeps the IVA column in its place when insurance adds one, and in the compact form', () => {
    const insured = rows.map((row) => ({ ...row, insurance: 25, total: row.total + 25 }));
    expect(bodyCells(renderToString(<ScheduleTable rows={insured} whole />))[1]).toEqual([
      '2',
      '15 dic 2026',
      '$9,705.87',
      '$302.66',
      '$242.65',
      '$38.82',
      '$25.00',
      '$609.13',
      '$9,403.21',
      '',
    ]);
    expect(bodyCells(renderToString(<ScheduleTable rows={rows} whole compact />))[0]).toEqual([
      '1',
      '30 nov 2026',
      '$294.13',
      '$250.00',
      '$40.00',
      '$584.13',
      '$9,705.87',
      '',
    ]);
  });
});
