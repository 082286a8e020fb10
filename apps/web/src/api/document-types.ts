import { documentTypeSchema } from '@origina/domain/document-types';
import { useCatalogList } from './catalog-query.js';

/** The checklist of documents a convenio and product require (and a buy-out's payoff letter per
 * outside loan). */
export const useRequiredDocuments = (
  affiliate: string | undefined,
  product: string | undefined,
  payoffs = 0,
) =>
  useCatalogList(
    'document-types',
    `/users/documenttypes/?affiliate=${encodeURIComponent(affiliate ?? '')}&product=${encodeURIComponent(product ?? '')}${payoffs > 0 ? `&payoffs=${payoffs}` : ''}`,
    documentTypeSchema,
    Boolean(affiliate || product),
  );

/** Every document type with its name in the user's language. */
export const useDocumentTypes = () =>
  useCatalogList('document-types', '/users/documenttypes/', documentTypeSchema);
