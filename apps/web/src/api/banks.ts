import { bankSchema } from '@origina/domain/catalog-lists';
import { useCatalogList } from './catalog-query.js';

export const useBanks = () => useCatalogList('banks', '/promoter/banks/?page_size=500', bankSchema);
