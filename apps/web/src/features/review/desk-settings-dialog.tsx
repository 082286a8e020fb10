import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DeskSettings, deskSettingsSchema } from '@origina/domain/review';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveDeskSettings } from '../../api/desk-settings.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

type Values = { ageing_amber_hours: string; ageing_red_hours: string };
const fields = ['ageing_amber_hours', 'ageing_red_hours'] as const;

/** An admin sets the hours from which a waiting application reads "Demorada" and "Atrasada". */
export function DeskSettingsDialog({ current, onClose }: { current: DeskSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDeskSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, DeskSettings>({
    defaultValues: {
      ageing_amber_hours: String(current.ageing_amber_hours),
      ageing_red_hours: String(current.ageing_red_hours),
    },
    resolver: domainResolver(deskSettingsSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (error) =>
        setFormError(
          applyServerErrors(error, fields, (field, message) => form.setError(field, { message }), t),
        ),
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="desk-settings-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="desk-settings-title">{t('deskQueue.settings')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('deskQueue.settingsIntro')}</Typography>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            {fields.map((field) => (
              <FormTextField
                key={field}
                label={t(field === 'ageing_amber_hours' ? 'deskQueue.amberHours' : 'deskQueue.redHours')}
                inputProps={{ inputMode: 'numeric' }}
                error={Boolean(errors[field])}
                helperText={fieldMessage(t, errors[field]?.message)}
                {...form.register(field)}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('deskQueue.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('deskQueue.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
