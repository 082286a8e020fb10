import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BureauInquiryInput, bureauInquiryInputSchema } from '@origina/domain/bureau-inquiry';
import { dateInMexico, todayInMexico } from '@origina/domain/calendar-date';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordBureauInquiry, useRunBureauInquiry } from '../../api/review-kyc.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors, errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

// The desk records the credit-bureau inquiry it ran outside (folio, date, score and, optionally,
// the report PDF), checked with the domain's schema; with a bureau's API configured, a button
// runs it instead. The date cannot precede the customer's authorization nor pass today.

interface Values {
  folio: string;
  inquired_on: string;
  score: string;
}
const fields = ['folio', 'inquired_on', 'score'] as const;
const toRequest = (values: Values) => ({
  folio: values.folio,
  inquired_on: values.inquired_on,
  score: values.score.trim() === '' ? null : Number(values.score),
});

export function BureauInquiryForm({
  applicationId,
  provider,
  authorizedAt,
  recorded,
}: {
  applicationId: string;
  provider: string;
  authorizedAt: string;
  recorded: boolean;
}) {
  const { t } = useTranslation();
  const record = useRecordBureauInquiry(applicationId);
  const run = useRunBureauInquiry(applicationId);
  const [open, setOpen] = useState(!recorded);
  const [report, setReport] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, BureauInquiryInput>({
    resolver: domainResolver(bureauInquiryInputSchema, toRequest),
    defaultValues: { folio: '', inquired_on: todayInMexico(), score: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    setSaved(false);
    try {
      await record.mutateAsync({ input, report });
      form.reset();
      setReport(null);
      setSaved(true);
      setOpen(false);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          fields,
          (field, message) => form.setError(field, { type: 'server', message }),
          t,
        ),
      );
    }
  });
  const onRun = () => {
    setFormError(null);
    setSaved(false);
    run.mutate(undefined, {
      onSuccess: () => setSaved(true),
      onError: (error) => setFormError(errorMessage(error, t)),
    });
  };

  const status = (
    <>
      {saved ? (
        <Alert severity="success" role="status">
          {t('kycDesk.saved')}
        </Alert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
    </>
  );

  if (provider !== 'manual')
    return (
      <Stack spacing={1.5}>
        <Divider />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('kycDesk.runIntro')}
        </Typography>
        {status}
        <Box>
          <Button variant="contained" onClick={onRun} loading={run.isPending}>
            {t('kycDesk.run')}
          </Button>
        </Box>
      </Stack>
    );

  if (!open)
    return (
      <Stack spacing={1.5}>
        {status}
        <Box>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('kycDesk.again')}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-labelledby="bureau-inquiry-form"
      data-testid="bureau-inquiry-form"
    >
      <Divider />
      <Box>
        <Typography id="bureau-inquiry-form" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('kycDesk.formTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('kycDesk.formIntro')}
        </Typography>
      </Box>
      {status}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField
          label={t('kycDesk.folio')}
          autoComplete="off"
          required
          {...form.register('folio')}
          error={Boolean(errors.folio)}
          helperText={fieldMessage(t, errors.folio?.message)}
        />
        <FormTextField
          label={t('kycDesk.inquiredOn')}
          type="date"
          required
          inputProps={{ min: dateInMexico(new Date(authorizedAt)), max: todayInMexico() }}
          {...form.register('inquired_on')}
          error={Boolean(errors.inquired_on)}
          helperText={fieldMessage(t, errors.inquired_on?.message)}
        />
        <FormTextField
          label={t('kycDesk.scoreField')}
          inputMode="numeric"
          autoComplete="off"
          {...form.register('score')}
          error={Boolean(errors.score)}
          helperText={fieldMessage(t, errors.score?.message) ?? t('kycDesk.scoreHint')}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => fileInput.current?.click()}
        >
          {t('kycDesk.chooseReport')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/pdf"
          aria-label={t('kycDesk.report')}
          hidden
          onChange={(event) => setReport(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
          {report ? t('kycDesk.reportChosen', { name: report.name }) : t('kycDesk.report')}
        </Typography>
      </Stack>
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('kycDesk.save')}
        </Button>
      </Box>
    </Stack>
  );
}
