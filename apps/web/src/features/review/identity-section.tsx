import CompareIcon from '@mui/icons-material/Compare';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewApplication } from '@origina/domain/review';
import { useState } from 'react';
import { useApplicationDocuments } from '../../api/application-documents.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { comparePhotos } from './compare-photos.js';
import { DocumentViewer } from './document-viewer.js';
import { PhotoCompareDialog } from './photo-compare-dialog.js';

/** The identity check's photos in place, and the way to lay the ID beside the selfie. Shown when
 * the customer sent the check, or when the uploaded documents hold both photos. */
export function IdentitySection({ application }: { application: ReviewApplication }) {
  const { t } = useTranslation();
  const documents = useApplicationDocuments(application.id);
  const [comparing, setComparing] = useState(false);
  const captures = application.identity_captures;
  const photos = comparePhotos(captures, documents.data ?? []);
  if (captures.length === 0 && !photos) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-identity">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}
        >
          <Typography id="review-identity" variant="h6" component="h2">
            {t('review.identityCheck')}
          </Typography>
          {photos ? (
            <Button variant="outlined" startIcon={<CompareIcon />} onClick={() => setComparing(true)}>
              {t('review.compare.open')}
            </Button>
          ) : null}
        </Stack>
        {captures.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {captures.map((capture) => (
              <DocumentViewer
                key={capture.id}
                source={capture.download_url}
                contentType="image/jpeg"
                label={t(`review.captures.${capture.kind}` as MessageKey)}
                testId={`review-capture-${capture.kind}`}
              />
            ))}
          </Box>
        ) : null}
        {photos ? (
          <PhotoCompareDialog
            open={comparing}
            onClose={() => setComparing(false)}
            photos={photos}
            customerName={application.customer_name}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
