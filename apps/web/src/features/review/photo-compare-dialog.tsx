import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../i18n/i18n.js';
import type { ComparePhoto, PhotoPair } from './compare-photos.js';
import { ZoomablePhoto } from './zoomable-photo.js';

/** The ID's front beside the selfie, each enlarged with its own zoom: side by side on a desktop,
 * one above the other (the whole screen) on a phone. Escape closes it and the focus goes back to
 * the button that opened it. */
export function PhotoCompareDialog({
  open,
  onClose,
  photos,
  customerName,
}: {
  open: boolean;
  onClose: () => void;
  photos: PhotoPair;
  customerName: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('md'));
  const note = (photo: ComparePhoto) =>
    photo.from === 'identity_check'
      ? t('review.compare.fromIdentityCheck')
      : t('review.compare.fromDocument');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xl"
      aria-labelledby="compare-title"
      aria-describedby="compare-hint"
      data-testid="compare-dialog"
    >
      <DialogTitle id="compare-title" sx={{ pr: 7 }}>
        {t('review.compare.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('app.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        <Typography id="compare-hint" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('review.compare.hint')}
        </Typography>
        <Box
          sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <ZoomablePhoto
            source={photos.idFront.source}
            label={t('review.captures.id_front')}
            note={note(photos.idFront)}
            alt={t('review.compare.idFrontAlt', { name: customerName })}
            describedBy="compare-hint"
            testId="compare-id-front"
          />
          <ZoomablePhoto
            source={photos.selfie.source}
            label={t('review.captures.selfie')}
            note={note(photos.selfie)}
            alt={t('review.compare.selfieAlt', { name: customerName })}
            describedBy="compare-hint"
            testId="compare-selfie"
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
