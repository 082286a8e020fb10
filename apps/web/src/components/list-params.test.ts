import { describe, expect, it } from 'vitest';
import {
  type ListSpec,
  parsePage,
  readListParams,
  searchReplacesEntry,
  writeListParams,
} from './list-params.js';

const spec: ListSpec<'status' | 'ordering'> = {
  filters: { status: ['draft', 'submitted'], ordering: ['-updated_at', 'folio'] },
  defaults: { ordering: '-updated_at' },
};
const read = (query: string) => readListParams(new URLSearchParams(query), spec);
const write = (query: string, change: Parameters<typeof writeListParams<'status' | 'ordering'>>[1]) =>
  writeListParams(new URLSearchParams(query), change, spec).toString();

describe('reading a list from the address', () => {
  it('gives the defaults for an empty address', () => {
    expect(read('')).toEqual({ search: '', filters: { status: '', ordering: '-updated_at' }, page: 1 });
  });

  it('reads the search (trimmed), the filters and the page', () => {
    expect(read('search=%20garc%C3%ADa%20&status=draft&ordering=folio&page=3')).toEqual({
      search: 'garcía',
      filters: { status: 'draft', ordering: 'folio' },
      page: 3,
    });
  });

  it('falls back to the default for a filter value the list does not accept', () => {
    expect(read('status=approved&ordering=DROP').filters).toEqual({ status: '', ordering: '-updated_at' });
  });

  it.each(['0', '-2', '1.5', 'abc', '', '2e3', ' 4', '99999999999'])('reads page %j as the first', (text) => {
    expect(parsePage(text)).toBe(1);
  });

  it('reads a list with no filters', () => {
    expect(readListParams(new URLSearchParams('page=2&search=x'), {})).toEqual({
      search: 'x',
      filters: {},
      page: 2,
    });
  });
});

describe('writing a change to the address', () => {
  it('a new search starts again at page 1', () => {
    expect(write('page=4&status=draft', { search: 'ana' })).toBe('search=ana&status=draft');
  });

  it('a new filter starts again at page 1', () => {
    expect(write('search=ana&page=4', { filters: { status: 'submitted' } })).toBe(
      'search=ana&status=submitted',
    );
  });

  it('the same search or filter again keeps the page', () => {
    expect(write('search=ana&page=4', { search: ' ana ' })).toBe('search=ana&page=4');
    expect(write('status=draft&page=4', { filters: { status: 'draft' } })).toBe('status=draft&page=4');
  });

  it('moves to a page, leaving page 1 out of the address', () => {
    expect(write('status=draft', { page: 2 })).toBe('status=draft&page=2');
    expect(write('status=draft&page=2', { page: 1 })).toBe('status=draft');
  });

  it('leaves defaults out, so the plain list has a plain address', () => {
    expect(write('ordering=folio&search=ana', { search: '', filters: { ordering: '-updated_at' } })).toBe('');
  });

  it('drops values it does not accept instead of keeping them', () => {
    expect(write('status=bogus&page=zz', { filters: { ordering: 'nope' } })).toBe('');
  });

  it('keeps parameters the list does not own', () => {
    expect(write('tab=docs&page=2', { search: 'ana' })).toBe('tab=docs&search=ana');
  });
});

describe('search history', () => {
  it('starting or clearing a search adds a history entry; refining it replaces the entry', () => {
    expect(searchReplacesEntry('', 'a')).toBe(false);
    expect(searchReplacesEntry('ana', '')).toBe(false);
    expect(searchReplacesEntry('an', 'ana')).toBe(true);
  });
});
