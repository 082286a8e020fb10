import { countrySchema } from '@origina/domain/catalog-lists';
import { useCatalogList } from './catalog-query.js';

export const useCountries = () =>
  useCatalogList('countries', '/promoter/countries/?page_size=500', countrySchema);
