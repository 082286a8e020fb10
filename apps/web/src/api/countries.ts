import { countrySchema } from '@origina/domain/catalog-lists';
import { catalogListQuery, useCatalogList } from './catalog-query.js';

const path = '/promoter/countries/?page_size=500';
export const countriesQuery = () => catalogListQuery('countries', path, countrySchema);
export const useCountries = () => useCatalogList('countries', path, countrySchema);
