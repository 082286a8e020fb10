import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { payoffReleaseTypes } from '@origina/domain/document-types';
import { useState } from 'react';
import { downloadApplicationDocument, useApplicationDocuments } from '../api/application-documents.js';
import { useDocumentTypes } from '../api/document-types.js';
import { useTranslation } from '../i18n/i18n.js';
import { FormAlert } from './form-alert.js';
import { LoadingBlock } from './loading-block.js';
import { errorMessage } from './server-errors.js';

/** The files uploaded to an application, each by its type's name and file name, to download: on
 * the preview before sending it, and on its detail. */
export function UploadedDocuments({ applicationId }: { applicationId: string }) {
  const { t, language } = useTranslation();
  const documents = useApplicationDocuments(applicationId);
  const documentTypes = useDocumentTypes();
  const [failure, setFailure] = useState<string | null>(null);
  // A buy-out's documents after its disbursement are not asked for in the capture's list.
  const typeName = (code: string) =>
    documentTypes.data?.find((type) => type.code === code)?.name ??
    payoffReleaseTypes.find((type) => type.code === code)?.name[language] ??
    '';
  return (
    <Card variant="outlined" component="section" aria-labelledby="documents-heading" data-testid="documents">
      <CardContent>
        <Typography id="documents-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('myApplications.documents')}
        </Typography>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {documents.isPending ? (
          <LoadingBlock label={t('app.loading')} size={24} />
        ) : documents.data?.length ? (
          <Stack spacing={1}>
            {documents.data.map((document) => (
              <Box
                key={document.id}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {[typeName(document.document_type), document.file_name].filter(Boolean).join(' · ')}
                </Typography>
                <Button
                  size="small"
                  sx={{ flexShrink: 0 }}
                  onClick={() => {
                    setFailure(null);
                    downloadApplicationDocument(document).catch((refusal) =>
                      setFailure(errorMessage(refusal, t)),
                    );
                  }}
                >
                  {t('myApplications.download')}
                </Button>
              </Box>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2">{t('myApplications.noDocuments')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
