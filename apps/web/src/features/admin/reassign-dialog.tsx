import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@origina/domain/administration';
import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import { type ReassignmentOptions, reassignRequestSchema } from '@origina/domain/promoter-reassignment';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useReassignApplications, useReassignmentOptions } from '../../api/promoter-reassignment.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { applyServerErrors, errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

interface ReassignValues {
  to: string;
  applications: string[];
}
const fields = ['to', 'applications'] as const;

/**
 * Moves a promoter's applications (one, several or all) to another active promoter of the same
 * branch; offered from the account list, and after a promoter is deactivated. The applications
 * shown are those the lifecycle model lets move; all are chosen at first.
 */
export function ReassignDialog({
  account,
  afterDeactivation = false,
  onClose,
  onDone,
}: {
  account: ManagedUser;
  afterDeactivation?: boolean;
  onClose: () => void;
  onDone: (result: { count: number; to: string }) => void;
}) {
  const { t } = useTranslation();
  const options = useReassignmentOptions(account.id);
  const name = `${account.first_name} ${account.last_name}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reassign-title">
      <DialogTitle id="reassign-title">{t('admin.reassign.title', { name })}</DialogTitle>
      {options.isPending ? (
        <DialogContent>
          <LoadingBlock label={t('app.loading')} />
        </DialogContent>
      ) : options.isError ? (
        <>
          <DialogContent>
            <FormAlert>{errorMessage(options.error, t)}</FormAlert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('admin.cancel')}</Button>
          </DialogActions>
        </>
      ) : (
        <ReassignForm
          promoterId={account.id}
          options={options.data}
          afterDeactivation={afterDeactivation}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

function ReassignForm({
  promoterId,
  options,
  afterDeactivation,
  onClose,
  onDone,
}: {
  promoterId: string;
  options: ReassignmentOptions;
  afterDeactivation: boolean;
  onClose: () => void;
  onDone: (result: { count: number; to: string }) => void;
}) {
  const { t } = useTranslation();
  const reassign = useReassignApplications(promoterId);
  const [formError, setFormError] = useState<string | null>(null);
  const { handleSubmit, control, register, setError, formState } = useForm<
    ReassignValues,
    unknown,
    z.output<typeof reassignRequestSchema>
  >({
    resolver: domainResolver(reassignRequestSchema),
    defaultValues: { to: '', applications: options.applications.map((item) => item.id) },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await reassign.mutateAsync(body);
      onDone({ count: result.count, to: result.to.name });
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, (field, message) => setError(field, { type: 'server', message }), t),
      );
    }
  });

  if (options.applications.length === 0)
    return (
      <>
        <DialogContent>
          {afterDeactivation ? <Alert severity="success">{t('admin.saved')}</Alert> : null}
          <Typography sx={{ mt: afterDeactivation ? 2 : 0 }}>{t('admin.reassign.none')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.reassign.close')}</Button>
        </DialogActions>
      </>
    );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          {afterDeactivation ? (
            <Alert severity="info">{t('admin.reassign.afterDeactivation')}</Alert>
          ) : (
            <Typography>{t('admin.reassign.intro')}</Typography>
          )}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {options.promoters.length === 0 ? (
            <Alert severity="warning">{t('admin.reassign.noPromoters')}</Alert>
          ) : (
            <TextField
              select
              label={t('admin.reassign.to')}
              {...register('to')}
              required
              error={Boolean(errors.to)}
              helperText={fieldMessage(t, errors.to?.message) ?? t('admin.reassign.toHint')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('admin.reassign.choose')}</option>
              {options.promoters.map((promoter) => (
                <option key={promoter.id} value={promoter.id}>
                  {promoter.erp_id ? `${promoter.name} (${promoter.erp_id})` : promoter.name}
                </option>
              ))}
            </TextField>
          )}
          <Controller
            name="applications"
            control={control}
            render={({ field }) => (
              <ApplicationChoice
                options={options}
                chosen={field.value}
                onChange={field.onChange}
                error={fieldMessage(t, errors.applications?.message)}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(afterDeactivation ? 'admin.reassign.later' : 'admin.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={options.promoters.length === 0}
        >
          {t('admin.reassign.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

// The applications to move: all of them at once, or each one.
function ApplicationChoice({
  options,
  chosen,
  onChange,
  error,
}: {
  options: ReassignmentOptions;
  chosen: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const all = options.applications.map((item) => item.id);
  const toggle = (id: string, on: boolean) =>
    onChange(
      on ? all.filter((item) => item === id || chosen.includes(item)) : chosen.filter((item) => item !== id),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('admin.reassign.applications', { count: chosen.length, total: all.length })}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={chosen.length === all.length}
            indeterminate={chosen.length > 0 && chosen.length < all.length}
            onChange={(event) => onChange(event.target.checked ? all : [])}
          />
        }
        label={t('admin.reassign.all')}
      />
      <FormGroup sx={{ pl: 3, maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {options.applications.map((item) => (
          <FormControlLabel
            key={item.id}
            sx={{ alignItems: 'flex-start', minWidth: 0 }}
            control={
              <Checkbox
                checked={chosen.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
                sx={{ pt: 0.5 }}
              />
            }
            label={
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.folio}
                </Typography>{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.customer_name ?? t('admin.reassign.draft')} ·{' '}
                  {t(`application.status.${item.status as ApplicationStatus}`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
