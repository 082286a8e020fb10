import {
  type ContractTemplateInput,
  contractTemplateSchema,
  contractTemplateVersionDetailSchema,
  type TemplatedDocumentType,
} from '@origina/domain/contract-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// A product's contract templates (admins): the text in use and its versions, a draft as PDF, a
// new version.

const templateKey = (productId: string, type: TemplatedDocumentType) => [
  'contract-template',
  productId,
  type,
];
const templatePath = (productId: string, type: TemplatedDocumentType) =>
  `/admin/products/${encodeURIComponent(productId)}/contract-templates/${type}/`;

export function useContractTemplate(productId: string | null, type: TemplatedDocumentType) {
  return useQuery({
    queryKey: templateKey(productId ?? '', type),
    queryFn: () => apiRequest(templatePath(productId!, type), { schema: contractTemplateSchema }),
    enabled: Boolean(productId),
  });
}

/** One saved version's text, fetched when the administrator asks for it. */
export function useTemplateVersionLoader(productId: string, type: TemplatedDocumentType) {
  const client = useQueryClient();
  return (version: number) =>
    client.fetchQuery({
      queryKey: [...templateKey(productId, type), 'version', version],
      queryFn: () =>
        apiRequest(`${templatePath(productId, type)}versions/${version}/`, {
          schema: contractTemplateVersionDetailSchema,
        }),
      // A version never changes once saved.
      staleTime: Number.POSITIVE_INFINITY,
    });
}

/** Saves the next version; the template's answer (text in use, history) is read again, after a
 * refusal too: a 409 means someone else saved one meanwhile. */
export function useSaveContractTemplate(productId: string, type: TemplatedDocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractTemplateInput) =>
      apiRequest(`${templatePath(productId, type)}versions/`, {
        method: 'POST',
        body,
        schema: contractTemplateVersionDetailSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: templateKey(productId, type) }),
  });
}

/** A draft as the PDF it would make with a sample loan (nothing is saved). */
export function usePreviewContractTemplate(productId: string, type: TemplatedDocumentType) {
  return useMutation({
    mutationFn: (body: { body: string; reca_number?: string }) =>
      apiRequest<Blob>(`${templatePath(productId, type)}preview/`, { method: 'POST', body, as: 'blob' }),
  });
}
