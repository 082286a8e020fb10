import { branchSchema } from '@origina/domain/lender-catalog';
import { catalogListQuery, useCatalogList } from './catalog-query.js';

const path = '/promoter/branches/?page_size=500';
export const branchesQuery = () => catalogListQuery('branches', path, branchSchema);
export const useBranches = () => useCatalogList('branches', path, branchSchema);
