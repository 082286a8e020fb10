import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { invitationRequestSchema } from '@origina/domain/administration';
import { roles } from '@origina/domain/roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useInviteAccount } from '../../api/admin-accounts.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { appLanguages, type MessageKey, useTranslation } from '../../i18n/i18n.js';

type Invitation = z.input<typeof invitationRequestSchema>;
const fields = ['email', 'first_name', 'last_name', 'role', 'language'] as const;

// An administrator invites a person by e-mail, checked as the API checks it before anything is sent.
export function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const invite = useInviteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    Invitation,
    unknown,
    z.output<typeof invitationRequestSchema>
  >({
    resolver: domainResolver(invitationRequestSchema),
    defaultValues: { email: '', first_name: '', last_name: '', role: 'promoter', language: 'es' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await invite.mutateAsync(values);
      onDone(values.email);
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, (field, message) => setError(field, { type: 'server', message }), t),
      );
    }
  });

  return (
    <Dialog open onClose={onClose}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('admin.inviteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <FormTextField
              label={t('admin.email')}
              type="email"
              required
              inputProps={{ maxLength: 254 }}
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={fieldMessage(t, errors.email?.message)}
            />
            <FormTextField
              label={t('admin.firstName')}
              required
              inputProps={{ maxLength: 80 }}
              {...register('first_name')}
              error={Boolean(errors.first_name)}
              helperText={fieldMessage(t, errors.first_name?.message)}
            />
            <FormTextField
              label={t('admin.lastName')}
              required
              inputProps={{ maxLength: 80 }}
              {...register('last_name')}
              error={Boolean(errors.last_name)}
              helperText={fieldMessage(t, errors.last_name?.message)}
            />
            <TextField
              select
              label={t('admin.role')}
              {...register('role')}
              error={Boolean(errors.role)}
              helperText={fieldMessage(t, errors.role?.message)}
              slotProps={{ select: { native: true } }}
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.roles.${value}` as MessageKey)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t('admin.language')}
              {...register('language')}
              slotProps={{ select: { native: true } }}
            >
              {appLanguages.map((value) => (
                <option key={value} value={value}>
                  {t(`app.languages.${value}`)}
                </option>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('admin.invite')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
