import type { Page } from '@playwright/test';

/** A date (YYYY-MM-DD) as the screens write it, by the browser's own calendar names. */
export const shownDate = (page: Page, iso: string, language: 'es' | 'en' = 'es') =>
  page.evaluate(
    ([date, chosen]) =>
      new Intl.DateTimeFormat(chosen === 'es' ? 'es-MX' : 'en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
    [iso, language] as const,
  );
