import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type Cancellation, cancellationSchema } from '@origina/domain/cancellation';
import { useForm } from 'react-hook-form';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { useTranslation } from '../../i18n/i18n.js';

// Cancelling is final: the promoter says why, and the reason is kept in the history.
export function CancelDialog({
  folio,
  error,
  onCancel,
  onClose,
}: {
  folio: string;
  error: string | null;
  onCancel: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Cancellation>({
    resolver: zodResolver(cancellationSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) => onCancel(reason));
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="cancel-title">
          <FolioText text={t('myApplications.cancelTitle', { folio })} folio={folio} />
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('myApplications.cancelConfirm')}</DialogContentText>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextField
            {...register('reason')}
            label={t('myApplications.cancelReason')}
            helperText={
              fieldMessage(t, formState.errors.reason?.message) ?? t('myApplications.cancelReasonHint')
            }
            error={Boolean(formState.errors.reason)}
            multiline
            minRows={2}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('myApplications.cancelKeep')}</Button>
          <Button type="submit" color="error" variant="contained" loading={formState.isSubmitting}>
            {t('myApplications.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
