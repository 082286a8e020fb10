import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ownerMay } from '@origina/domain/application-lifecycle';
import {
  type Application,
  type ApplicationData,
  type ApplicationSection,
  datosDeSolicitudSchema,
  datosGenerales2Schema,
  datosGeneralesSchema,
  datosLaboralesSchema,
  domicilioSchema,
  educationLevels,
  housingTypes,
  loanPurposes,
  maritalStatuses,
  preSolicitudSchema,
  productoSectionSchema,
} from '@origina/domain/application-sections';
import { todayInMexico } from '@origina/domain/calendar-date';
import { curpFacts } from '@origina/domain/mexican-ids';
import { pesosUpTo } from '@origina/domain/money';
import { simulate } from '@origina/domain/simulations';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useAffiliates } from '../../api/affiliates.js';
import { useBanks } from '../../api/banks.js';
import { useBranches } from '../../api/branches.js';
import { useCountries } from '../../api/countries.js';
import { useIdentificationTypes } from '../../api/identification-types.js';
import { useProductOptions } from '../../api/product-options.js';
import { useProducts } from '../../api/products.js';
import { usePostalCode } from '../../api/zip-codes.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { formatCat, formatMoney, formatRate } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { DocumentChecklist } from './document-checklist.js';
import { asInput, type FieldSpec, SectionForm } from './section-form.js';
import { useWarnings } from './use-warnings.js';

export interface StepProps {
  application: Application;
  saving: boolean;
  serverErrors: Record<string, string>;
  formError: string | null;
  onSave: (section: ApplicationSection, values: unknown) => void;
  onBack?: (() => void) | undefined;
}

const sectionData = (application: Application, section: ApplicationSection) =>
  Object.fromEntries(
    Object.entries((application.data as ApplicationData)[section] ?? {}).map(([key, value]) => [
      key,
      asInput(value),
    ]),
  );

function useOptions<T extends string>(group: string, values: readonly T[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`application.options.${group}.${value}` as MessageKey) }));
}

function Form(
  props: StepProps & { section: ApplicationSection; schema: z.ZodType; fields: FieldSpec[] } & Partial<
      Parameters<typeof SectionForm>[0]
    >,
) {
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

export const preSolicitudFields: FieldSpec[] = [
  { name: 'first_name', kind: 'text', autoComplete: 'given-name' },
  { name: 'last_name', kind: 'text' },
  { name: 'second_last_name', kind: 'text', optional: true },
  { name: 'curp', kind: 'text', uppercase: true },
  { name: 'mobile', kind: 'tel' },
  { name: 'email', kind: 'email' },
  { name: 'contact_consent', kind: 'checkbox' },
];

export function PreSolicitudStep(props: StepProps) {
  return <Form {...props} section="pre_solicitud" schema={preSolicitudSchema} fields={preSolicitudFields} />;
}

export function BranchStep(props: StepProps) {
  const branches = useBranches();
  const options = (branches.data ?? []).map((branch) => ({
    value: branch.id,
    label: `${branch.name} · ${branch.municipality}, ${branch.state}`,
  }));
  return (
    <Form
      {...props}
      section="branch"
      schema={z.object({ branch: z.string().min(1, { message: 'validation.required' }) })}
      fields={[{ name: 'branch', kind: 'select', options, wide: true }]}
    />
  );
}

export function ConvenioStep(props: StepProps) {
  const branches = useBranches();
  const affiliates = useAffiliates();
  const branchId = (props.application.data as ApplicationData).branch?.branch;
  const served = branches.data
    ?.find((branch) => branch.id === branchId)
    ?.affiliates.map((affiliate) => affiliate.id);
  const options = (affiliates.data ?? [])
    .filter((affiliate) => !served || served.includes(affiliate.id))
    .map((affiliate) => ({ value: affiliate.id, label: `${affiliate.name} (${affiliate.employer})` }));
  return (
    <Form
      {...props}
      section="convenio"
      schema={z.object({ affiliate: z.string().min(1, { message: 'validation.required' }) })}
      fields={[{ name: 'affiliate', kind: 'select', options, wide: true }]}
    />
  );
}

export function ProductoStep(props: StepProps) {
  const { t, language } = useTranslation();
  const data = props.application.data as ApplicationData;
  const [values, setValues] = useState<Record<string, unknown>>({
    product: data.producto?.product ?? '',
    term: data.producto?.term,
    amount: data.producto?.amount,
  });
  const products = useProducts(data.convenio?.affiliate ?? null);
  const options = useProductOptions((values.product as string) || null);
  const option = options.data?.find((candidate) => candidate.term === values.term);
  const amount = typeof values.amount === 'number' && Number.isFinite(values.amount) ? values.amount : null;
  const preview =
    option && amount && amount >= option.min_amount && amount <= option.max_amount
      ? simulate({ option, amount, startDate: todayInMexico() })
      : null;
  const fields: FieldSpec[] = [
    {
      name: 'product',
      kind: 'select',
      wide: true,
      options: (products.data ?? []).map((product) => ({ value: product.id, label: product.name })),
    },
    {
      name: 'term',
      kind: 'select',
      options: (options.data ?? []).map((candidate) => ({
        value: String(candidate.term),
        label: t('simulator.termOption', {
          count: candidate.term,
          frequency: t(`simulator.frequencyPlural.${candidate.frequency}`),
          rate: formatRate(candidate.annual_rate, language),
        }),
      })),
    },
    {
      name: 'amount',
      kind: 'money',
      helper: option
        ? t('simulator.amountLimits', {
            min: formatMoney(option.min_amount),
            max: formatMoney(option.max_amount),
          })
        : undefined,
    },
  ];
  return (
    <Form
      {...props}
      section="producto"
      // The product's own limits, as the simulator words them ("El monto máximo de este producto es
      // $150,000.00"), once a term is chosen; an empty term asks for a choice.
      schema={productoSectionSchema.extend({
        term: z.coerce.number().int().min(1, { message: 'validation.choose' }),
        ...(option
          ? {
              amount: pesosUpTo(
                option.max_amount,
                t('simulator.amountAboveMax', { max: formatMoney(option.max_amount) }),
              ).min(option.min_amount, {
                message: t('simulator.amountBelowMin', { min: formatMoney(option.min_amount) }),
              }),
            }
          : {}),
      })}
      fields={fields}
      onValuesChange={(next) => setValues({ ...next, term: next.term ? Number(next.term) : undefined })}
    >
      {() =>
        preview ? (
          <Typography role="status" sx={{ fontWeight: 600 }} data-testid="loan-preview">
            {t('application.loanPreview', {
              payment: formatMoney(preview.payment),
              cat: formatCat(preview.cat, language),
            })}
          </Typography>
        ) : null
      }
    </Form>
  );
}

export function DatosGeneralesStep(props: StepProps) {
  const countries = useCountries();
  const identifications = useIdentificationTypes();
  const data = props.application.data as ApplicationData;
  const [type, setType] = useState<string>(data.datos_generales?.identification_type ?? '');
  const [typed, setTyped] = useState<Record<string, unknown>>(data.datos_generales ?? {});
  const warningOf = useWarnings('datos_generales', typed);
  const chosen = identifications.data?.find((candidate) => candidate.code === type);
  // The pre-solicitud already named the customer: those values start the form.
  const defaults = data.datos_generales ? undefined : data.pre_solicitud;
  const application = defaults
    ? {
        ...props.application,
        data: {
          ...data,
          datos_generales: {
            first_name: defaults.first_name,
            last_name: defaults.last_name,
            second_last_name: defaults.second_last_name ?? null,
            curp: defaults.curp,
            // The CURP states both, and they must agree with it.
            birth_date: curpFacts(defaults.curp).birthDate,
            sex: curpFacts(defaults.curp).sex,
            nationality: 'MX',
          },
        },
      }
    : props.application;
  return (
    <Form
      {...props}
      application={application as Application}
      section="datos_generales"
      schema={datosGeneralesSchema}
      onValuesChange={(values) => {
        setType(String(values.identification_type ?? ''));
        setTyped(values);
      }}
      fields={[
        { name: 'first_name', kind: 'text' },
        { name: 'last_name', kind: 'text' },
        { name: 'second_last_name', kind: 'text', optional: true },
        { name: 'birth_date', kind: 'date' },
        { name: 'sex', kind: 'select', options: useOptions('sex', ['H', 'M']) },
        {
          name: 'nationality',
          kind: 'select',
          options: (countries.data ?? []).map((country) => ({
            value: country.code,
            label: country.nationality ? `${country.nationality} (${country.name})` : country.name,
          })),
        },
        { name: 'curp', kind: 'text', uppercase: true },
        { name: 'rfc', kind: 'text', uppercase: true, warning: warningOf('rfc') },
        {
          name: 'identification_type',
          kind: 'select',
          options: (identifications.data ?? []).map((candidate) => ({
            value: candidate.code,
            label: candidate.name,
          })),
        },
        {
          name: 'identification_number',
          kind: 'text',
          uppercase: true,
          helper: chosen ? `${chosen.number_hint} (${chosen.number_example})` : undefined,
        },
        { name: 'marital_status', kind: 'select', options: useOptions('marital_status', maritalStatuses) },
      ]}
    />
  );
}

export function DatosGenerales2Step(props: StepProps) {
  const data = props.application.data as ApplicationData;
  const application = data.datos_generales_2
    ? props.application
    : {
        ...props.application,
        data: {
          ...data,
          datos_generales_2: { email: data.pre_solicitud?.email, mobile: data.pre_solicitud?.mobile },
        },
      };
  return (
    <Form
      {...props}
      application={application as Application}
      section="datos_generales_2"
      schema={datosGenerales2Schema}
      fields={[
        { name: 'dependants', kind: 'integer' },
        { name: 'education', kind: 'select', options: useOptions('education', educationLevels) },
        { name: 'housing', kind: 'select', options: useOptions('housing', housingTypes) },
        { name: 'email', kind: 'email' },
        { name: 'mobile', kind: 'tel' },
        { name: 'home_phone', kind: 'tel', optional: true },
      ]}
    />
  );
}

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
    <Form
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
    </Form>
  );
}

export function DatosLaboralesStep(props: StepProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const affiliates = useAffiliates();
  const data = props.application.data as ApplicationData;
  const employer = affiliates.data?.find((affiliate) => affiliate.id === data.convenio?.affiliate)?.employer;
  const [typed, setTyped] = useState<Record<string, unknown>>(data.datos_laborales ?? {});
  const warningOf = useWarnings('datos_laborales', typed);
  // Started from a simulation with the payroll: its net pay and deductions come filled in.
  const carried = data.datos_laborales ? null : props.application.payroll_from_simulation;
  const application = carried
    ? {
        ...props.application,
        data: {
          ...data,
          datos_laborales: {
            net_pay: carried.net_pay,
            ...(carried.existing_deductions === null
              ? {}
              : { existing_deductions: carried.existing_deductions }),
          },
        },
      }
    : props.application;
  return (
    <Form
      {...props}
      application={application as Application}
      section="datos_laborales"
      schema={datosLaboralesSchema}
      onValuesChange={setTyped}
      fields={[
        { name: 'employee_number', kind: 'text' },
        { name: 'position', kind: 'text' },
        { name: 'start_date', kind: 'date' },
        { name: 'net_pay', kind: 'money' },
        { name: 'existing_deductions', kind: 'money', warning: warningOf('existing_deductions') },
        {
          name: 'bank',
          kind: 'select',
          options: (banks.data ?? []).map((bank) => ({
            value: bank.code,
            label: `${bank.tag} (${bank.code})`,
          })),
        },
        { name: 'clabe', kind: 'text', helper: t('application.clabeHint'), wide: true },
      ]}
    >
      {() =>
        employer ? (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('application.fields.employer')}
            </Typography>
            <Typography>{employer}</Typography>
          </Box>
        ) : null
      }
    </Form>
  );
}

export function DatosDeSolicitudStep(props: StepProps) {
  const data = props.application.data as ApplicationData;
  return (
    <Form
      {...props}
      section="datos_de_solicitud"
      schema={datosDeSolicitudSchema}
      lead={<LoanSummary figures={props.application.loan_figures} />}
      fields={[
        { name: 'purpose', kind: 'select', options: useOptions('purpose', loanPurposes), wide: true },
        { name: 'amount_confirmed', kind: 'checkbox' },
      ]}
    >
      {() => (
        <DocumentChecklist
          applicationId={props.application.id}
          affiliate={data.convenio?.affiliate}
          product={data.producto?.product}
          canUpload={ownerMay('upload_document', props.application)}
          identitySent={props.application.completed_steps.includes('biometria')}
        />
      )}
    </Form>
  );
}
