import type { Query } from '@tanstack/react-query';

/**
 * A catalogue's query keyed last by the language: while it is read again in the language just
 * chosen, the list already shown stands in (only its names change), instead of a spinner in place of
 * the form and, for the simulator, figures computed meanwhile without the convenio's payroll
 * calendar. Never another key's list (another convenio's products).
 */
export const keptAcrossLanguages =
  (key: readonly unknown[]) =>
  <T>(previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined) =>
    previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === JSON.stringify(key.slice(0, -1))
      ? previous
      : undefined;
