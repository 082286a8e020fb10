import { identificationTypeSchema } from '@origina/domain/identification-types';
import { catalogListQuery, useCatalogList } from './catalog-query.js';

const path = '/promoter/identificationtypes/';
export const identificationTypesQuery = () =>
  catalogListQuery('identification-types', path, identificationTypeSchema);
export const useIdentificationTypes = () =>
  useCatalogList('identification-types', path, identificationTypeSchema);
