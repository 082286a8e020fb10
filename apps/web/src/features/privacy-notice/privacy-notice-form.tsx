import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type PrivacyNotice,
  type PrivacyNoticeInput,
  privacyNoticeInputSchema,
} from '@origina/domain/customer-consents';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useSavePrivacyNotice } from '../../api/privacy-notice.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { NoticePreview } from './notice-preview.js';

const maxPurposes = 10;

/** The notice's text and voluntary purposes, checked with the domain's schema; a save is a new
 * version (the one in force is the starting point). */
export function PrivacyNoticeForm({ current }: { current: PrivacyNotice | null }) {
  const { t } = useTranslation();
  const save = useSavePrivacyNotice();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const form = useForm<PrivacyNoticeInput, unknown, PrivacyNoticeInput>({
    resolver: domainResolver(privacyNoticeInputSchema),
    defaultValues: { text: current?.text ?? '', voluntary_purposes: current?.voluntary_purposes ?? [] },
  });
  const purposes = useFieldArray({ control: form.control, name: 'voluntary_purposes' });
  const text = useWatch({ control: form.control, name: 'text' });
  const watched = useWatch({ control: form.control, name: 'voluntary_purposes' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSaved(null);
    try {
      setSaved((await save.mutateAsync(body)).version);
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  });

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Card variant="outlined" component="section" aria-labelledby="privacy-notice-editor">
        <CardContent>
          <Stack component="form" spacing={2} noValidate onSubmit={submit} data-testid="privacy-notice-form">
            <Typography id="privacy-notice-editor" variant="h6" component="h2">
              {t('privacyNotice.text')}
            </Typography>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            {saved !== null ? (
              <Alert severity="success" role="status">
                {t('privacyNotice.saved', { version: saved })}
              </Alert>
            ) : null}
            <FormTextField
              label={t('privacyNotice.text')}
              multiline
              minRows={12}
              maxRows={30}
              required
              {...form.register('text')}
              error={Boolean(errors.text)}
              helperText={fieldMessage(t, errors.text?.message) ?? t('privacyNotice.textHint')}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('privacyNotice.purposes')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('privacyNotice.purposesIntro')}
              </Typography>
              <Stack spacing={2}>
                {purposes.fields.length === 0 ? (
                  <Typography variant="body2">{t('privacyNotice.noPurposes')}</Typography>
                ) : null}
                {purposes.fields.map((field, index) => {
                  const fieldErrors = errors.voluntary_purposes?.[index];
                  return (
                    <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Box
                        sx={{
                          flex: 1,
                          minWidth: 0,
                          display: 'grid',
                          gap: 2,
                          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 3fr)' },
                        }}
                      >
                        <FormTextField
                          label={t('privacyNotice.purposeKey')}
                          autoComplete="off"
                          required
                          {...form.register(`voluntary_purposes.${index}.key`)}
                          error={Boolean(fieldErrors?.key)}
                          helperText={fieldMessage(t, fieldErrors?.key?.message)}
                        />
                        <FormTextField
                          label={t('privacyNotice.purposeText')}
                          autoComplete="off"
                          required
                          multiline
                          {...form.register(`voluntary_purposes.${index}.text`)}
                          error={Boolean(fieldErrors?.text)}
                          helperText={fieldMessage(t, fieldErrors?.text?.message)}
                        />
                      </Box>
                      <IconButton
                        aria-label={t('privacyNotice.removePurpose', { number: index + 1 })}
                        onClick={() => purposes.remove(index)}
                        sx={{ mt: 1 }}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Stack>
                  );
                })}
                <Box>
                  <Button
                    startIcon={<AddOutlined />}
                    disabled={purposes.fields.length >= maxPurposes}
                    onClick={() => purposes.append({ key: '', text: '' })}
                  >
                    {t('privacyNotice.addPurpose')}
                  </Button>
                </Box>
              </Stack>
            </Box>
            <Box>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('privacyNotice.save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <NoticePreview text={text ?? ''} purposes={watched ?? []} />
    </Stack>
  );
}
