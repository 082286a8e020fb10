import { identificationTypeSchema } from '@origina/domain/identification-types';
import { useCatalogList } from './catalog-query.js';

export const useIdentificationTypes = () =>
  useCatalogList('identification-types', '/promoter/identificationtypes/', identificationTypeSchema);
