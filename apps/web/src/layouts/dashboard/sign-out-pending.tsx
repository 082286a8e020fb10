import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../i18n/i18n.js';

/** Signing out with saves not sent yet: says how many and for which folios would be lost, and
 * discards them only if the promoter confirms (issue 35). */
export function SignOutPending({
  saves,
  onStay,
  onDiscard,
}: {
  /** The saves and files not sent yet, each of its application. */
  saves: readonly { folio: string }[];
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t, language } = useTranslation();
  const folios = new Intl.ListFormat(language, { type: 'conjunction' }).format([
    ...new Set(saves.map((save) => save.folio)),
  ]);
  return (
    <Dialog
      open
      onClose={onStay}
      aria-labelledby="sign-out-pending-title"
      aria-describedby="sign-out-pending-body"
    >
      <DialogTitle id="sign-out-pending-title">{t('topBar.logoutPendingTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-pending-body" sx={{ mb: 1 }}>
          {t('topBar.logoutPendingBody', { count: saves.length, folios })}
        </DialogContentText>
        <DialogContentText>{t('topBar.logoutPendingHint')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} autoFocus variant="contained">
          {t('topBar.logoutStay')}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {t('topBar.logoutDiscard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
