import Box from '@mui/material/Box';
import { branchSchema, productSchema } from '@origina/domain/lender-catalog';
import { type ReviewQueueSort, reviewQueueSorts } from '@origina/domain/review';
import { useAffiliates } from '../../api/affiliates.js';
import { useCatalogList } from '../../api/catalog-query.js';
import { useDeskPeople } from '../../api/desk-settings.js';
import { ListFilterSelect } from '../../components/list-controls.js';
import type { ListSpec } from '../../components/list-params.js';
import type { ListParams } from '../../components/use-list-params.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

export type QueueFilter = 'status' | 'mine' | 'affiliate' | 'branch' | 'promoter' | 'product' | 'sort';

interface Named {
  id: string;
  name: string;
}

/** The choices the queue's filters offer: the catalogue's convenios, branches and products and
 * the active promoters, each by name. */
export function useQueueChoices() {
  const affiliates = useAffiliates();
  const branches = useCatalogList('branches', '/promoter/branches/?page_size=500', branchSchema);
  const products = useCatalogList('products-all', '/promoter/products/?page_size=500', productSchema);
  const people = useDeskPeople();
  return {
    affiliate: (affiliates.data ?? []) as Named[],
    branch: (branches.data ?? []) as Named[],
    product: (products.data ?? []) as Named[],
    promoter: people.data?.promoters ?? [],
    reviewers: people.data?.reviewers ?? [],
  };
}

/** The list's rules: each id filter accepts the ids its catalogue lists (once loaded). */
export function queueSpec(
  statuses: readonly string[],
  choices: ReturnType<typeof useQueueChoices>,
): ListSpec<QueueFilter> {
  const ids = (list: readonly Named[]) => list.map((item) => item.id);
  return {
    filters: {
      status: statuses,
      mine: ['true'],
      affiliate: ids(choices.affiliate),
      branch: ids(choices.branch),
      promoter: ids(choices.promoter),
      product: ids(choices.product),
      sort: reviewQueueSorts,
    },
    defaults: { sort: 'oldest' satisfies ReviewQueueSort },
  };
}

/** Convenio, branch, promoter and product to narrow the queue, and its order. */
export function QueueFilters({
  list,
  choices,
}: {
  list: ListParams<QueueFilter>;
  choices: ReturnType<typeof useQueueChoices>;
}) {
  const { t } = useTranslation();
  const select = (name: 'affiliate' | 'branch' | 'promoter' | 'product', label: string) => (
    <ListFilterSelect
      list={list}
      name={name}
      label={label}
      sx={{ minWidth: { xs: 140, sm: 180 }, flex: '1 1 140px' }}
      options={[
        { value: '', label: t('deskQueue.any') },
        ...choices[name].map((item) => ({ value: item.id, label: item.name })),
      ]}
    />
  );
  return (
    <Box
      role="group"
      aria-label={t('deskQueue.filters')}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {select('affiliate', t('deskQueue.convenio'))}
      {select('branch', t('deskQueue.branch'))}
      {select('promoter', t('deskQueue.promoter'))}
      {select('product', t('deskQueue.product'))}
      <ListFilterSelect
        list={list}
        name="sort"
        label={t('deskQueue.sort')}
        sx={{ minWidth: { xs: 140, sm: 180 }, flex: '1 1 140px' }}
        options={reviewQueueSorts.map((value) => ({
          value,
          label: t(`deskQueue.sorts.${value}` as MessageKey),
        }))}
      />
    </Box>
  );
}
