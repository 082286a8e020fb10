import type { Application } from '@origina/domain/application-api';
import type { ApplicationData, ApplicationSection } from '@origina/domain/application-sections';
import type { z } from 'zod';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { asInput, type FieldSpec, SectionForm } from './section-form.js';

/** What every data step receives from the step page. */
export interface StepProps {
  application: Application;
  saving: boolean;
  serverErrors: Record<string, string>;
  formError: string | null;
  onSave: (section: ApplicationSection, values: unknown) => void;
  onBack?: (() => void) | undefined;
}

/** A section's stored values as the form's inputs show them. */
export const sectionData = (application: Application, section: ApplicationSection) =>
  Object.fromEntries(
    Object.entries((application.data as ApplicationData)[section] ?? {}).map(([key, value]) => [
      key,
      asInput(value),
    ]),
  );

/** A select's options from a list of codes, each named in the reader's language. */
export function useOptions<T extends string>(group: string, values: readonly T[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`application.options.${group}.${value}` as MessageKey) }));
}

type StepFormProps = StepProps & {
  section: ApplicationSection;
  schema: z.ZodType;
  fields: FieldSpec[];
} & Partial<Parameters<typeof SectionForm>[0]>;

// One section's form as a step: its stored values, its draft on this device, Save and continue.
export function StepForm(props: StepFormProps) {
  const { t } = useTranslation();
  const { application, section, schema, fields, saving, serverErrors, formError, onSave, onBack, ...rest } =
    props;
  return (
    <SectionForm
      schema={schema}
      fields={fields}
      defaults={sectionData(application, section)}
      serverErrors={serverErrors}
      formError={formError}
      saving={saving}
      submitLabel={t('application.continue')}
      onSubmit={(values) => onSave(section, values)}
      onBack={onBack}
      draftKey={`${application.id}:${section}`}
      {...rest}
    />
  );
}
