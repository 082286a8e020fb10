import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApplicationDocument } from '@origina/domain/document-types';
import { useSessionFileUrl } from '../../api/session-files.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

// An uploaded file opened in place, from the step: a photo as an image, a PDF in the browser's
// own viewer. The file comes through the signed-in session as a blob, never a public address.
export function DocumentPreview({
  document,
  onClose,
}: {
  document: ApplicationDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const file = useSessionFileUrl(document.download_url!);
  const { url } = file;
  const failure = file.error ? errorMessage(file.error, t) : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="document-preview-title">
      <DialogTitle id="document-preview-title">{document.file_name}</DialogTitle>
      <DialogContent>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {!url && !failure ? <LoadingBlock label={t('app.loading')} /> : null}
        {url && document.content_type === 'application/pdf' ? (
          <Box
            component="iframe"
            src={url}
            title={document.file_name}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : null}
        {url && document.content_type !== 'application/pdf' ? (
          <Box
            component="img"
            src={url}
            alt={document.file_name}
            data-testid="document-preview-image"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('application.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
