import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  documentsKey,
  uploadApplicationDocument,
  useApplicationDocuments,
} from '../../api/application-documents.js';
import { useRequiredDocuments } from '../../api/document-types.js';
import { errorMessage } from '../../components/server-errors.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { useTranslation } from '../../i18n/i18n.js';

type Upload = { progress: number } | { error: string; file: File } | undefined;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const extensions: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

// The documents the convenio and product require, each with its state, an upload with progress
// and, when one fails, the reason and a retry. Without `canUpload` (the lifecycle model keeps
// the documents as they were sent) it only shows what is there.
export function DocumentChecklist({
  applicationId,
  affiliate,
  product,
  canUpload,
}: {
  applicationId: string;
  affiliate: string | undefined;
  product: string | undefined;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const required = useRequiredDocuments(affiliate, product);
  const documents = useApplicationDocuments(applicationId);
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  const send = async (type: string, file: File) => {
    setUploads((current) => ({ ...current, [type]: { progress: 0 } }));
    try {
      await uploadApplicationDocument(applicationId, type, file, (progress) =>
        setUploads((current) => ({ ...current, [type]: { progress } })),
      );
      setUploads((current) => ({ ...current, [type]: undefined }));
      await queryClient.invalidateQueries({ queryKey: documentsKey(applicationId) });
    } catch (error) {
      setUploads((current) => ({ ...current, [type]: { error: errorMessage(error, t), file } }));
    }
  };

  if (!required.data || required.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="documents-title">
      <Typography id="documents-title" variant="h6" component="h3">
        {t('application.documents')}
      </Typography>
      {canUpload ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('application.documentsClosed')}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        {required.data.map((type) => {
          const uploaded = documents.data?.find((document) => document.document_type === type.code);
          const upload = uploads[type.code];
          return (
            <Box
              key={type.code}
              data-testid={`document-${type.code}`}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {uploaded ? (
                  <CheckCircleOutlined color="success" aria-hidden />
                ) : (
                  <UploadFileOutlined color="action" aria-hidden />
                )}
                <Box sx={{ flexGrow: 1, minWidth: 180 }}>
                  <Typography sx={{ fontWeight: 500 }}>{type.name}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {uploaded
                      ? `${t('application.uploaded')}: ${uploaded.file_name}`
                      : t('application.documentsHint', {
                          types: type.accepted_types
                            .map((accepted) => extensions[accepted] ?? accepted)
                            .join(', '),
                          size: megabytes(type.max_size_bytes),
                        })}
                  </Typography>
                </Box>
                {canUpload ? (
                  <>
                    <input
                      ref={(element) => {
                        inputs.current[type.code] = element;
                      }}
                      type="file"
                      accept={type.accepted_types.join(',')}
                      hidden
                      aria-label={`${uploaded ? t('application.replace') : t('application.upload')}: ${type.name}`}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void send(type.code, file);
                      }}
                    />
                    <Button
                      variant={uploaded ? 'text' : 'outlined'}
                      size="small"
                      disabled={upload !== undefined && 'progress' in upload}
                      onClick={() => inputs.current[type.code]?.click()}
                    >
                      {uploaded ? t('application.replace') : t('application.upload')}
                      <VisuallyHidden>{`: ${type.name}`}</VisuallyHidden>
                    </Button>
                  </>
                ) : null}
              </Box>
              {upload && 'progress' in upload ? (
                <Box>
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(upload.progress * 100)}
                    aria-label={t('application.uploading', { percent: Math.round(upload.progress * 100) })}
                  />
                  <Typography variant="caption">
                    {t('application.uploading', { percent: Math.round(upload.progress * 100) })}
                  </Typography>
                </Box>
              ) : null}
              {upload && 'error' in upload ? (
                <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main' }}>
                  <Typography variant="body2">
                    {t('application.uploadFailed', { reason: upload.error })}
                  </Typography>
                  <Button size="small" onClick={() => void send(type.code, upload.file)}>
                    {t('application.retry')}
                  </Button>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
