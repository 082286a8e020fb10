import { documentTypeSchema } from '@origina/domain/document-types';
import { catalogListQuery, useCatalogList } from './catalog-query.js';

const requiredPath = (affiliate: string | undefined, product: string | undefined, payoffs: number) =>
  `/users/documenttypes/?affiliate=${encodeURIComponent(affiliate ?? '')}&product=${encodeURIComponent(product ?? '')}${payoffs > 0 ? `&payoffs=${payoffs}` : ''}`;

/** The checklist's query, for capture-catalogues.ts to fetch ahead. */
export const requiredDocumentsQuery = (
  affiliate: string | undefined,
  product: string | undefined,
  payoffs = 0,
) => catalogListQuery('document-types', requiredPath(affiliate, product, payoffs), documentTypeSchema);

/** The checklist of documents a convenio and product require (and a buy-out's payoff letter per
 * outside loan). */
export const useRequiredDocuments = (
  affiliate: string | undefined,
  product: string | undefined,
  payoffs = 0,
) =>
  useCatalogList(
    'document-types',
    requiredPath(affiliate, product, payoffs),
    documentTypeSchema,
    Boolean(affiliate || product),
  );

/** Every document type with its name in the user's language. */
export const useDocumentTypes = () =>
  useCatalogList('document-types', '/users/documenttypes/', documentTypeSchema);
