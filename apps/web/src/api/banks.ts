import { bankSchema } from '@origina/domain/catalog-lists';
import { catalogListQuery, useCatalogList } from './catalog-query.js';

const path = '/promoter/banks/?page_size=500';
export const banksQuery = () => catalogListQuery('banks', path, bankSchema);
export const useBanks = () => useCatalogList('banks', path, bankSchema);
