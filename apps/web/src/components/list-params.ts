// A list screen's state kept in the address (search, filters, page), so a reload, a shared link
// and back/forward show the same list. These are the address's rules; use-list-params.ts binds
// them to the router.

/** The filters a list accepts: each name with its allowed values, and the value meaning "all". */
export interface ListSpec<F extends string = string> {
  filters?: Record<F, readonly string[]>;
  /** A filter's value when the address names none (or one it does not accept); '' otherwise. */
  defaults?: Partial<Record<F, string>>;
}

export interface ListState<F extends string = string> {
  search: string;
  filters: Record<F, string>;
  page: number;
}

export type ListChange<F extends string = string> = {
  search?: string;
  filters?: Partial<Record<F, string>>;
  page?: number;
};

const maxPage = 100_000;

/** A page number from the address: a positive whole number, else the first page. */
export function parsePage(text: string | null): number {
  if (!text || !/^[1-9]\d*$/.test(text)) return 1;
  const page = Number(text);
  return page > maxPage ? 1 : page;
}

const filterNames = <F extends string>(spec: ListSpec<F>) => Object.keys(spec.filters ?? {}) as F[];
const defaultOf = <F extends string>(spec: ListSpec<F>, name: F) => spec.defaults?.[name] ?? '';

export function readListParams<F extends string>(params: URLSearchParams, spec: ListSpec<F>): ListState<F> {
  const filters = {} as Record<F, string>;
  for (const name of filterNames(spec)) {
    const value = params.get(name) ?? '';
    filters[name] = spec.filters?.[name].includes(value) ? value : defaultOf(spec, name);
  }
  return { search: (params.get('search') ?? '').trim(), filters, page: parsePage(params.get('page')) };
}

const setOrDelete = (params: URLSearchParams, key: string, value: string, fallback: string) => {
  params.delete(key);
  if (value !== fallback) params.set(key, value);
};

/**
 * The address after a change. A new search or filter starts again at page 1; the list's own
 * parameters are written in one form (defaults and values it does not accept left out, so the
 * plain list has a plain address); parameters it does not own are kept, ahead of its own (always in one order).
 */
export function writeListParams<F extends string>(
  params: URLSearchParams,
  change: ListChange<F>,
  spec: ListSpec<F>,
): URLSearchParams {
  const current = readListParams(params, spec);
  const search = change.search === undefined ? current.search : change.search.trim();
  let restart = search !== current.search;
  const filters = { ...current.filters };
  for (const name of filterNames(spec)) {
    const value = change.filters?.[name];
    if (value === undefined) continue;
    filters[name] = spec.filters?.[name].includes(value) ? value : defaultOf(spec, name);
    if (filters[name] !== current.filters[name]) restart = true;
  }
  const page = change.page ?? (restart ? 1 : current.page);
  const next = new URLSearchParams(params);
  setOrDelete(next, 'search', search, '');
  for (const name of filterNames(spec)) setOrDelete(next, name, filters[name], defaultOf(spec, name));
  setOrDelete(next, 'page', String(Math.max(1, Math.trunc(page))), '1');
  return next;
}

/**
 * Whether a new search replaces the current history entry: refining a search does (one entry per
 * search, not per pause in typing); starting or clearing one adds an entry, so Back returns to
 * the list as it was.
 */
export const searchReplacesEntry = (previous: string, next: string) =>
  previous.trim() !== '' && next.trim() !== '';
