import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.js';

export interface ReadBackRow {
  label: string;
  value: ReactNode;
  /** A row the promoter receives by mail: said so beside it. */
  mailed?: boolean;
}

/** Before a decision is recorded: what will be recorded, read back in words (and, for the
 * identity decision and its reversal, the reason asked here), then confirmed or taken back. */
export function ReadBackDialog({
  open,
  title,
  rows,
  children,
  busy,
  onCancel,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  rows: readonly ReadBackRow[];
  /** Fields asked in the dialog itself (a reason). */
  children?: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // Once confirmed, the focus goes where the panel says what happened (its notice), not back to
  // the button that opened the dialog; taken back, it returns to that button.
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (open) setConfirmed(false);
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirmed(true);
    // The dialog sits in a portal, but React still bubbles its submit to the form that opened it.
    event.stopPropagation();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      disableRestoreFocus={confirmed}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* A form inside the dialog (not the dialog's paper: a form may not be a dialog). */}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('deskDecision.readBackIntro')}
          </Typography>
          <Box component="dl" sx={{ m: 0, mb: children ? 2 : 0 }} data-testid="read-back">
            {rows.map((row) => (
              <Box key={row.label} sx={{ mb: 1 }}>
                <Typography component="dt" variant="subtitle2">
                  {row.label}
                  {row.mailed ? ` — ${t('deskDecision.promoterReceives')}` : ''}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('deskDecision.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('deskDecision.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
