import { useEffect, useRef, useState } from 'react';
import { type SetURLSearchParams, useNavigationType, useSearchParams } from 'react-router';
import { addressParams } from './address-params.js';
import {
  type ListChange,
  type ListSpec,
  readListParams,
  searchReplacesEntry,
  writeListParams,
} from './list-params.js';

// Typing settles this long before the address (and the request) follows it.
const searchDelay = 300;

export interface ListParams<F extends string> {
  /** What the search field shows: the user's typing, ahead of the address. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** The search the list is for (from the address, trimmed). */
  search: string;
  filters: Record<F, string>;
  setFilter: (name: F, value: string) => void;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** A search or a filter other than its default narrows the list. */
  filtered: boolean;
  clear: () => void;
}

const writer =
  <F extends string>(setParams: SetURLSearchParams, spec: ListSpec<F>) =>
  (change: ListChange<F>, replace: boolean) =>
    setParams(writeListParams(addressParams(), change, spec), {
      replace,
      preventScrollReset: true,
    });

/**
 * A list screen's search, filters and page, kept in the address (list-params.ts has the rules).
 * The search field answers each keystroke at once; the address follows when typing pauses.
 * `spec` is a module-level constant: it is read on every render.
 */
export function useListParams<F extends string = never>(spec: ListSpec<F> = {}): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigationType();
  const state = readListParams(params, spec);
  const [searchInput, setInput] = useState(state.search);
  // The search this hook last put in the address, and those it wrote that the address has not shown
  // yet (a busy screen renders them late, one after another): to tell them from one Back brought.
  const written = useRef(state.search);
  const unseen = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const write = writer(setParams, spec);
  // A filter just chosen shows at once: the address follows only once the navigation is done (a
  // busy phone takes a moment), and a control bound to it alone would flick back meanwhile.
  const [chosen, setChosen] = useState<Partial<Record<F, string>>>({});
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what clears the choice
  useEffect(() => setChosen({}), [address]);

  // Back, forward or a link changed the search: the field shows it, and pending typing is dropped.
  useEffect(() => {
    // Back and forward are never ours; anything else may be a write the address shows late.
    const ours = navigation === 'POP' ? -1 : unseen.current.indexOf(state.search);
    if (ours >= 0) {
      unseen.current.splice(0, ours + 1);
      return;
    }
    if (state.search === written.current) return;
    unseen.current = [];
    written.current = state.search;
    clearTimeout(timer.current);
    setInput(state.search);
  }, [state.search, navigation]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearchInput = (text: string) => {
    setInput(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const previous = written.current;
      if (text.trim() === previous) return;
      written.current = text.trim();
      unseen.current.push(written.current);
      write({ search: text }, searchReplacesEntry(previous, text));
    }, searchDelay);
  };
  const defaults = readListParams(new URLSearchParams(), spec).filters;
  const filtered =
    state.search !== '' ||
    (Object.keys(state.filters) as F[]).some((name) => state.filters[name] !== defaults[name]);

  return {
    searchInput,
    setSearchInput,
    search: state.search,
    filters: { ...state.filters, ...chosen },
    setFilter: (name, value) => {
      setChosen((earlier) => ({ ...earlier, [name]: value }));
      write({ filters: { [name]: value } as Partial<Record<F, string>> }, false);
    },
    page: state.page,
    setPage: (page, options) => write({ page }, options?.replace ?? false),
    filtered,
    clear: () => {
      clearTimeout(timer.current);
      written.current = '';
      if (state.search !== '') unseen.current.push('');
      setInput('');
      write({ search: '', filters: defaults }, false);
    },
  };
}
