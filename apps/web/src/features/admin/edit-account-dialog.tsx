import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ManagedUser, managedUserPatchSchema } from '@origina/domain/administration';
import { roles } from '@origina/domain/roles';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateAccount } from '../../api/admin-accounts.js';
import { useBranches } from '../../api/branches.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { type AccountValues, changesOf } from './account-changes.js';

const fields = ['role', 'active', 'erp_id', 'mobile_number', 'branch'] as const;

export function EditAccountDialog({
  account,
  onClose,
  onDone,
}: {
  account: ManagedUser;
  onClose: () => void;
  onDone: (saved: ManagedUser) => void;
}) {
  const { t } = useTranslation();
  const branches = useBranches();
  const update = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState, watch } = useForm<
    AccountValues,
    unknown,
    z.output<typeof managedUserPatchSchema>
  >({
    resolver: domainResolver(managedUserPatchSchema, changesOf(account)),
    defaultValues: {
      role: account.role,
      active: account.active,
      erp_id: account.erp_id ?? '',
      mobile_number: account.mobile_number ?? '',
      branch: account.branch?.id ?? '',
    },
  });
  const { errors } = formState;
  const isPromoter = watch('role') === 'promoter';

  const onSubmit = handleSubmit(async (changes) => {
    setFormError(null);
    try {
      // Nothing edited: nothing to send (and nothing to audit).
      const saved =
        Object.keys(changes).length > 0 ? await update.mutateAsync({ id: account.id, changes }) : account;
      onDone(saved);
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, (field, message) => setError(field, { type: 'server', message }), t),
      );
    }
  });

  const name = `${account.first_name} ${account.last_name}`;
  return (
    <Dialog open onClose={onClose}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('admin.editTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
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
            {/* A promoter's own data: an account of another role holds none. */}
            {isPromoter ? (
              <>
                <FormTextField
                  label={t('admin.erpId')}
                  inputProps={{ maxLength: 20 }}
                  {...register('erp_id')}
                  error={Boolean(errors.erp_id)}
                  helperText={fieldMessage(t, errors.erp_id?.message)}
                />
                <FormTextField
                  label={t('admin.mobile')}
                  type="tel"
                  autoComplete="off"
                  {...register('mobile_number')}
                  error={Boolean(errors.mobile_number)}
                  helperText={fieldMessage(t, errors.mobile_number?.message)}
                />
                {/* Controlled: the branches arrive after the form, and the chosen one must show then. */}
                <Controller
                  name="branch"
                  control={control}
                  render={({ field: { ref, ...field } }) => (
                    <TextField
                      select
                      label={t('admin.branch')}
                      {...field}
                      inputRef={ref}
                      error={Boolean(errors.branch)}
                      helperText={fieldMessage(t, errors.branch?.message)}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      <option value="">{t('admin.noBranch')}</option>
                      {(branches.data ?? []).map((branch) => (
                        <option key={branch.id} value={branch.id}>
                          {branch.name}
                        </option>
                      ))}
                    </TextField>
                  )}
                />
              </>
            ) : null}
            <Controller
              name="active"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!field.value}
                      onChange={(event) => field.onChange(!event.target.checked)}
                    />
                  }
                  label={t('admin.deactivate')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
