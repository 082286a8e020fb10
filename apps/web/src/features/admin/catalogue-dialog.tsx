import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/form-alert.js';
import { useTranslation } from '../../i18n/i18n.js';

// The frame every catalogue form shares: the form fills the dialog (its actions stay in view while
// the fields scroll), two columns on a wide screen, the whole screen on a phone. Escape or a click
// beside it once something was typed asks before discarding it (it used to drop it all at once).
export function CatalogueDialog({
  title,
  busy,
  formError,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  busy: boolean;
  formError: string | null;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Whether anything was typed or chosen (every field is a native input, select or checkbox).
  const [typed, setTyped] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <Dialog
      open
      onClose={() => (typed ? setAsking(true) : onClose())}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={() => setTyped(true)}
        onChange={() => setTyped(true)}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {formError ? (
            <Box sx={{ mb: 2 }}>
              <FormAlert>{formError}</FormAlert>
            </Box>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
      {asking ? (
        <Dialog open onClose={() => setAsking(false)} aria-labelledby="discard-title">
          <DialogTitle id="discard-title">{t('catalogueAdmin.discardTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('catalogueAdmin.discardBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)} autoFocus>
              {t('catalogueAdmin.keepEditing')}
            </Button>
            <Button color="error" onClick={onClose}>
              {t('catalogueAdmin.discard')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Dialog>
  );
}
