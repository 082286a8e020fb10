import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractPlaceholder } from '@origina/domain/contract-placeholders';
import {
  type ContractTemplate,
  type ContractTemplateInput,
  contractTemplateInputSchema,
  type TemplatedDocumentType,
  templateProblems,
} from '@origina/domain/contract-templates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/api-error.js';
import {
  usePreviewContractTemplate,
  useSaveContractTemplate,
  useTemplateVersionLoader,
} from '../../api/contract-templates.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { TemplateHistory } from './template-history.js';
import { TemplatePlaceholders } from './template-placeholders.js';
import { usePreviewTab } from './use-preview-tab.js';

type Values = z.input<typeof contractTemplateInputSchema>;
const fields = ['body', 'reca_number'] as const;

// One product's template of one document: the text and its RECA number, checked as it is typed,
// seen as PDF, saved as the next version; the placeholders beside it, the versions below.
export function TemplateEditor({
  productId,
  type,
  template,
}: {
  productId: string;
  type: TemplatedDocumentType;
  template: ContractTemplate;
}) {
  const { t } = useTranslation();
  const save = useSaveContractTemplate(productId, type);
  const preview = usePreviewContractTemplate(productId, type);
  const loadVersion = useTemplateVersionLoader(productId, type);
  const previewTab = usePreviewTab();
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  // After a 409 the text stays; the next save replaces the version saved meanwhile.
  const [conflict, setConflict] = useState(false);
  // The multiline input (a textarea, typed as MUI types every input).
  const textArea = useRef<HTMLInputElement | null>(null);
  const form = useForm<Values, unknown, ContractTemplateInput>({
    resolver: domainResolver(contractTemplateInputSchema),
    defaultValues: {
      body: template.current.body,
      reca_number: template.current.reca_number ?? '',
      based_on: template.current.version,
    },
  });
  const { errors } = form.formState;
  const body = form.watch('body');
  const problems = useMemo(() => templateProblems(type, body ?? ''), [type, body]);
  const latest = template.current.version;
  useEffect(() => {
    if (conflict) {
      form.setValue('based_on', latest);
      setConflict(false);
    }
  }, [conflict, latest, form]);

  const refused = (error: unknown) =>
    setFormError(
      applyServerErrors(
        error,
        fields,
        (field, message) => form.setError(field, { type: 'server', message }),
        t,
      ),
    );

  const onSave = form.handleSubmit(async (values) => {
    setNotice(null);
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...values, based_on: saved.version });
      setNotice(t('templates.saved', { version: saved.version }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'contract_template_changed') setConflict(true);
      refused(error);
    }
  });

  const onPreview = async () => {
    setNotice(null);
    setFormError(null);
    form.clearErrors();
    const { body: draft, reca_number } = form.getValues();
    const tab = previewTab.open();
    try {
      const pdf = await preview.mutateAsync({ body: draft, ...(reca_number.trim() ? { reca_number } : {}) });
      previewTab.show(tab, pdf);
    } catch (error) {
      tab?.close();
      refused(error);
    }
  };

  const insert = (name: ContractPlaceholder) => {
    const area = textArea.current;
    if (!area) return;
    const end = area.value.length;
    area.setRangeText(`{{${name}}}`, area.selectionStart ?? end, area.selectionEnd ?? end, 'end');
    form.setValue('body', area.value, { shouldDirty: true });
    // What the server said was about the text before this change.
    form.clearErrors('body');
    area.focus();
  };

  const onLoad = async (version: number) => {
    setNotice(null);
    setFormError(null);
    setLoading(version);
    try {
      const saved = await loadVersion(version);
      form.reset(
        { body: saved.body, reca_number: saved.reca_number, based_on: latest },
        { keepDefaultValues: true },
      );
      setNotice(t('templates.versionLoaded', { version }));
      textArea.current?.focus();
    } catch (error) {
      refused(error);
    } finally {
      setLoading(null);
    }
  };

  const { ref: bodyRef, ...bodyField } = form.register('body');
  const problemText = [
    problems.unknown.length > 0 ? t('templates.unknown', { names: problems.unknown.join(', ') }) : null,
    problems.missing.length > 0
      ? t('templates.missing', { names: problems.missing.map((name) => `{{${name}}}`).join(', ') })
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 22rem' },
          alignItems: 'start',
        }}
      >
        <Box
          component="form"
          onSubmit={onSave}
          noValidate
          aria-label={t('templates.editor')}
          sx={{ minWidth: 0 }}
        >
          <Stack spacing={2}>
            <Typography sx={{ color: 'text.secondary' }}>
              {latest === null
                ? t('templates.inUseDefault')
                : t('templates.inUseVersion', { version: latest })}
            </Typography>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <FormTextField
              {...bodyField}
              ref={(element: HTMLInputElement | null) => {
                bodyRef(element);
                textArea.current = element;
              }}
              label={t('templates.body')}
              multiline
              minRows={14}
              maxRows={28}
              required
              error={Boolean(errors.body)}
              helperText={
                fieldMessage(t, errors.body?.message) ??
                (problemText || t('templates.bodyHelp', { example: '{{folio}}' }))
              }
              sx={{ fontFamily: 'monospace', fontSize: '0.875rem', lineHeight: 1.5 }}
              inputProps={{ spellCheck: false, 'data-testid': 'template-body' }}
            />
            <FormTextField
              {...form.register('reca_number')}
              label={t('templates.reca')}
              required
              inputProps={{ maxLength: 80 }}
              error={Boolean(errors.reca_number)}
              helperText={fieldMessage(t, errors.reca_number?.message) ?? t('templates.recaHelp')}
            />
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" type="submit" loading={form.formState.isSubmitting}>
                {t('templates.save')}
              </Button>
              <Button variant="outlined" onClick={onPreview} loading={preview.isPending}>
                {t('templates.preview')}
              </Button>
              <Button
                onClick={() => {
                  form.setValue('body', template.default_body, { shouldDirty: true });
                  setNotice(t('templates.defaultLoaded'));
                }}
              >
                {t('templates.loadDefault')}
              </Button>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('templates.previewHint')}
            </Typography>
            <Box role="status" aria-live="polite">
              {notice ? (
                <Typography sx={{ color: 'success.main', fontWeight: 500 }}>{notice}</Typography>
              ) : null}
              {previewTab.url ? (
                <Typography variant="body2">
                  {t('templates.previewReady')}{' '}
                  <Link href={previewTab.url} target="_blank" rel="noopener">
                    {t('templates.previewOpen')}
                  </Link>
                </Typography>
              ) : null}
            </Box>
          </Stack>
        </Box>
        <TemplatePlaceholders type={type} onInsert={insert} />
      </Box>
      <TemplateHistory versions={template.versions} loading={loading} onLoad={onLoad} />
    </Stack>
  );
}
