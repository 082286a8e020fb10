import Pagination from '@mui/material/Pagination';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import type { ListParams } from './use-list-params.js';

// The controls of a list screen, bound to its state in the address (use-list-params.ts).

type FieldLook = Pick<TextFieldProps, 'size' | 'sx' | 'fullWidth'>;

export function ListSearchField<F extends string>({
  list,
  label,
  ...look
}: FieldLook & { list: ListParams<F>; label: string }) {
  return (
    <TextField
      type="search"
      label={label}
      value={list.searchInput}
      onChange={(event) => list.setSearchInput(event.target.value)}
      {...look}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export function ListFilterSelect<F extends string>({
  list,
  name,
  label,
  options,
  ...look
}: FieldLook & { list: ListParams<F>; name: F; label: string; options: readonly FilterOption[] }) {
  return (
    <TextField
      select
      label={label}
      value={list.filters[name]}
      onChange={(event) => list.setFilter(name, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...look}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const steps = {
  first: 'pagination.first',
  last: 'pagination.last',
  next: 'pagination.next',
  previous: 'pagination.previous',
} as const;

/** The pages of a list; an address past the last page shows the last one. */
export function ListPagination<F extends string>({
  list,
  count,
  pageSize,
}: {
  list: ListParams<F>;
  count: number | undefined;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil((count ?? 0) / pageSize);
  const { page, setPage } = list;
  useEffect(() => {
    if (count !== undefined && pages > 0 && page > pages) setPage(pages, { replace: true });
  }, [count, pages, page, setPage]);
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_, next) => setPage(next)}
      aria-label={t('pagination.label')}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page' || !(type in steps)
          ? t(selected ? 'pagination.current' : 'pagination.page', { page: item ?? '' })
          : t(steps[type as keyof typeof steps])
      }
      sx={{ alignSelf: 'center' }}
    />
  );
}
