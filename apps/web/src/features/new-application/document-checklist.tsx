import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationDocument } from '@origina/domain/document-types';
import { useRef, useState } from 'react';
import {
  useApplicationDocuments,
  useRemoveApplicationDocument,
  useUploadApplicationDocument,
} from '../../api/application-documents.js';
import { useRequiredDocuments } from '../../api/document-types.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { DocumentPreview } from './document-preview.js';

type Upload = { progress: number } | { error: string; file: File | null } | undefined;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const extensions: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

// The documents the convenio and product require, each with its own hint, its files (each opens
// in place, and can be removed while the documents are open), how many it needs, an upload with
// progress and, when one fails, the reason and a retry. A document the identity check's photo
// stands for needs no upload once the customer has sent the photos. Without `canUpload` (the
// lifecycle model keeps the documents as they were sent) it only shows what is there.
export function DocumentChecklist({
  applicationId,
  affiliate,
  product,
  canUpload,
  identitySent,
}: {
  applicationId: string;
  affiliate: string | undefined;
  product: string | undefined;
  canUpload: boolean;
  identitySent: boolean;
}) {
  const { t } = useTranslation();
  const required = useRequiredDocuments(affiliate, product);
  const documents = useApplicationDocuments(applicationId);
  const uploader = useUploadApplicationDocument(applicationId);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const [viewing, setViewing] = useState<ApplicationDocument | null>(null);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  const send = async (type: string, file: File) => {
    setUploads((current) => ({ ...current, [type]: { progress: 0 } }));
    try {
      await uploader.mutateAsync({
        type,
        file,
        onProgress: (progress) => setUploads((current) => ({ ...current, [type]: { progress } })),
      });
      setUploads((current) => ({ ...current, [type]: undefined }));
    } catch (error) {
      setUploads((current) => ({ ...current, [type]: { error: errorMessage(error, t), file } }));
    }
  };
  const removal = useRemoveApplicationDocument(applicationId);
  const remove = (document: ApplicationDocument) =>
    removal.mutate(document, {
      onError: (error) =>
        setUploads((current) => ({
          ...current,
          [document.document_type]: { error: errorMessage(error, t), file: null },
        })),
    });

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
          const files = documents.data?.filter((document) => document.document_type === type.code) ?? [];
          const fromIdentity = identitySent && type.from_identity !== null && files.length === 0;
          const complete = fromIdentity || files.length >= type.min_files;
          const mayAdd = canUpload && !fromIdentity && files.length < type.max_files;
          const upload = uploads[type.code];
          const action = files.length === 0 ? t('application.upload') : t('application.uploadAnother');
          return (
            <Box
              key={type.code}
              data-testid={`document-${type.code}`}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {complete ? (
                  <CheckCircleOutlined color="success" aria-hidden />
                ) : (
                  <UploadFileOutlined color="action" aria-hidden />
                )}
                <Box sx={{ flexGrow: 1, minWidth: 180 }}>
                  <Typography sx={{ fontWeight: 500 }}>{type.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {fromIdentity ? t('application.fromIdentity') : type.hint}
                  </Typography>
                  {fromIdentity ? null : (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {[
                        type.min_files > 1
                          ? t('application.filesCount', { have: files.length, min: type.min_files })
                          : null,
                        t('application.documentsAccepted', {
                          types: type.accepted_types
                            .map((accepted) => extensions[accepted] ?? accepted)
                            .join(', '),
                          size: megabytes(type.max_size_bytes),
                        }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  )}
                </Box>
                {mayAdd ? (
                  <>
                    <input
                      ref={(element) => {
                        inputs.current[type.code] = element;
                      }}
                      type="file"
                      accept={type.accepted_types.join(',')}
                      hidden
                      aria-label={`${action}: ${type.name}`}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void send(type.code, file);
                      }}
                    />
                    <Button
                      variant={files.length === 0 ? 'outlined' : 'text'}
                      size="small"
                      disabled={upload !== undefined && 'progress' in upload}
                      onClick={() => inputs.current[type.code]?.click()}
                      aria-label={`${action}: ${type.name}`}
                    >
                      {action}
                    </Button>
                  </>
                ) : null}
              </Box>
              {files.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
                  {files.map((file) => (
                    <Box
                      component="li"
                      key={file.id}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                    >
                      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {`${t('application.uploaded')}: ${file.file_name}`}
                      </Typography>
                      <Button
                        size="small"
                        onClick={() => setViewing(file)}
                        aria-label={`${t('application.viewFile')}: ${file.file_name}`}
                      >
                        {t('application.viewFile')}
                      </Button>
                      {canUpload ? (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => remove(file)}
                          aria-label={`${t('application.removeFile')}: ${file.file_name}`}
                        >
                          {t('application.removeFile')}
                        </Button>
                      ) : null}
                    </Box>
                  ))}
                </Box>
              ) : null}
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
                  {upload.file ? (
                    <Button size="small" onClick={() => upload.file && void send(type.code, upload.file)}>
                      {t('application.retry')}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {viewing ? <DocumentPreview document={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
