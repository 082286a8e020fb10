import { branchSchema } from '@origina/domain/lender-catalog';
import { useCatalogList } from './catalog-query.js';

export const useBranches = () =>
  useCatalogList('branches', '/promoter/branches/?page_size=500', branchSchema);
