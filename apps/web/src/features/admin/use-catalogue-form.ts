import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CatalogueResource, useSaveCatalogueEntry } from '../../api/catalogue-admin.js';
import { useTranslation } from '../../i18n/i18n.js';
import { type Body, catalogueResolver, type FieldKinds, placeServerErrors } from './catalogue-form.js';

/**
 * A catalogue entry's form: checked as a whole with the domain's schema before it is sent, then
 * created (no id) or changed; what the server refuses lands on the fields.
 */
export function useCatalogueForm<T extends FieldValues>({
  resource,
  schema,
  kinds,
  values,
  id,
  onSaved,
}: {
  resource: CatalogueResource;
  schema: z.ZodType;
  kinds: FieldKinds<T>;
  values: T;
  id: string | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCatalogueEntry(resource);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T, unknown, Body>({
    resolver: catalogueResolver(schema, kinds, t),
    defaultValues: values as DefaultValues<T>,
  });
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id, body });
      onSaved();
    } catch (error) {
      setFormError(placeServerErrors(error, kinds, form.getValues(), form.setError, t));
    }
  });
  return { form, submit, formError, busy: save.isPending };
}
