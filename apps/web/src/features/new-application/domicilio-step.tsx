import Typography from '@mui/material/Typography';
import { type ApplicationData, domicilioSchema } from '@origina/domain/application-sections';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { usePostalCode } from '../../api/zip-codes.js';
import { useTranslation } from '../../i18n/i18n.js';
import { StepForm, type StepProps, sectionData } from './step-form.js';

// A postal code with a single colonia needs no choosing: it is chosen when nothing is yet.
function OnlySettlement({
  form,
  settlements,
}: {
  form: UseFormReturn<FieldValues>;
  settlements: readonly { settlement: string }[];
}) {
  const only = settlements.length === 1 ? settlements[0]!.settlement : null;
  useEffect(() => {
    if (only && !form.getValues('settlement')) form.setValue('settlement', only, { shouldValidate: true });
  }, [form, only]);
  return null;
}

export function DomicilioStep(props: StepProps) {
  const { t } = useTranslation();
  const stored = (props.application.data as ApplicationData).domicilio as Record<string, string> | undefined;
  const [zip, setZip] = useState(stored?.zip ?? '');
  const settlements = usePostalCode(zip);
  const place = settlements.data?.[0];
  const zipHelper =
    /^\d{5}$/.test(zip) && settlements.data?.length === 0
      ? t('application.zipUnknown')
      : t('application.zipHint');
  return (
    <StepForm
      {...props}
      section="domicilio"
      schema={domicilioSchema}
      onValuesChange={(values) => setZip(String(values.zip ?? ''))}
      defaults={{ ...sectionData(props.application, 'domicilio'), zip }}
      fields={[
        { name: 'zip', kind: 'text', helper: zipHelper, autoComplete: 'postal-code' },
        {
          name: 'settlement',
          kind: 'select',
          options: (settlements.data ?? []).map((row) => ({
            value: row.settlement,
            label: `${row.settlement} (${row.settlement_type})`,
          })),
        },
        { name: 'street', kind: 'text', wide: true },
        { name: 'exterior_number', kind: 'text' },
        { name: 'interior_number', kind: 'text', optional: true },
        { name: 'years_at_address', kind: 'integer' },
      ]}
    >
      {(form) =>
        place ? (
          <Typography data-testid="address-place">
            <OnlySettlement form={form} settlements={settlements.data ?? []} />
            {t('application.fields.municipality')}: <strong>{place.municipality}</strong> ·{' '}
            {t('application.fields.state')}: <strong>{place.state}</strong>
          </Typography>
        ) : null
      }
    </StepForm>
  );
}
