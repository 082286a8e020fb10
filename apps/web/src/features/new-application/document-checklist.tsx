import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationDocument } from '@origina/domain/document-types';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, retryMayHelp } from '../../api/api-error.js';
import {
  useApplicationDocuments,
  useRemoveApplicationDocument,
  useUploadApplicationDocument,
} from '../../api/application-documents.js';
import { useRequiredDocuments } from '../../api/document-types.js';
import { newIdempotencyKey } from '../../api/idempotency-key.js';
import { queueUpload } from '../../api/save-outbox.js';
import { useQueuedUploads } from '../../api/use-save-outbox.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { DocumentPreview } from './document-preview.js';

// A type's upload under way: the file being sent, its place among those chosen together.
type Progress = { progress: number; name: string; position: number; count: number };
// A failed upload or removal, named by its file; `retry` keeps the file only when sending it again
// may succeed (a file refused for its type or size would only be refused again).
type Failure = { error: string; name: string | null; retry: File | null };
type Uploads = { current?: Progress; failures: Failure[]; capped?: { chosen: number; room: number } };
const idle: Uploads = { failures: [] };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const extensions: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

// "Subiendo 40 %", or with several chosen together, which one: "Subiendo talon.pdf (1 de 2): 40 %".
const uploadingText = (t: ReturnType<typeof useTranslation>['t'], progress: Progress) => {
  const percent = Math.round(progress.progress * 100);
  return progress.count > 1
    ? t('application.uploadingOf', {
        name: progress.name,
        position: progress.position,
        count: progress.count,
        percent,
      })
    : t('application.uploading', { percent });
};

// The documents the convenio and product require, each with its own hint, its files (each opens
// in place, and can be removed while the documents are open), how many it needs, an upload with
// progress (several files chosen at once go up in turn, up to the type's maximum) and, when one
// fails, the reason and, where sending it again may help, a retry. A document the identity check's photo
// stands for needs no upload once the customer has sent the photos. Without `canUpload` (the
// lifecycle model keeps the documents as they were sent) it only shows what is there.
export function DocumentChecklist({
  applicationId,
  folio,
  affiliate,
  product,
  canUpload,
  identitySent,
  payoffs,
}: {
  applicationId: string;
  folio: string;
  affiliate: string | undefined;
  product: string | undefined;
  canUpload: boolean;
  identitySent: boolean;
  /** A buy-out's outside loans: a payoff letter each. */
  payoffs: number;
}) {
  const { t } = useTranslation();
  const required = useRequiredDocuments(affiliate, product, payoffs);
  const documents = useApplicationDocuments(applicationId);
  const uploader = useUploadApplicationDocument(applicationId);
  const userId = useAuthContext().user?.id;
  const waiting = useQueuedUploads().filter((queued) => queued.applicationId === applicationId);
  const [uploads, setUploads] = useState<Record<string, Uploads>>({});
  const [viewing, setViewing] = useState<ApplicationDocument | null>(null);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  // Focus after an upload: the picker is disabled while it sends (the browser drops focus to the
  // page's body) and may be gone once the type is complete: it returns to the picker, or else to
  // the document's row, so a keyboard or screen-reader user carries on from where they were.
  const pickers = useRef<Record<string, HTMLButtonElement | null>>({});
  const rows = useRef<Record<string, HTMLElement | null>>({});
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const picker = pickers.current[refocus];
    (picker && !picker.disabled ? picker : rows.current[refocus])?.focus();
    setRefocus(null);
  }, [refocus]);
  const change = (type: string, next: (current: Uploads) => Uploads) =>
    setUploads((all) => ({ ...all, [type]: next(all[type] ?? idle) }));

  // One upload call per file, as for a single one; a failure is listed with its retry and the
  // next file goes on.
  const send = async (type: string, file: File, position = 1, count = 1) => {
    const current = (progress: number) => ({ progress, name: file.name, position, count });
    // Offline (or the network cut the upload): the file is kept on this device and goes up when
    // the network returns (issue 35).
    const queue = async () => {
      if (!userId) return false;
      await queueUpload(userId, {
        key: newIdempotencyKey(),
        applicationId,
        folio,
        documentType: type,
        name: file.name,
        file,
        at: new Date().toISOString(),
      });
      change(type, ({ current: _, ...state }) => state);
      return true;
    };
    if (!navigator.onLine && (await queue())) return;
    change(type, (state) => ({ ...state, current: current(0) }));
    try {
      await uploader.mutateAsync({
        type,
        file,
        onProgress: (progress) => change(type, (state) => ({ ...state, current: current(progress) })),
      });
      change(type, ({ current: _, ...state }) => state);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0 && (await queue())) return;
      change(type, ({ current: _, ...state }) => ({
        ...state,
        failures: [
          ...state.failures,
          { error: errorMessage(error, t), name: file.name, retry: retryMayHelp(error) ? file : null },
        ],
      }));
    }
  };
  // Files chosen together go up one after another, in the order chosen, up to the type's maximum.
  const sendChosen = async (type: string, chosen: File[], room: number) => {
    const taken = chosen.slice(0, Math.max(room, 0));
    change(type, () => ({
      failures: [],
      ...(chosen.length > taken.length ? { capped: { chosen: chosen.length, room: taken.length } } : {}),
    }));
    for (const [index, file] of taken.entries()) await send(type, file, index + 1, taken.length);
    setRefocus(type);
  };
  const retry = (type: string, failure: Failure) => {
    change(type, (state) => ({ ...state, failures: state.failures.filter((other) => other !== failure) }));
    if (failure.retry) void send(type, failure.retry).then(() => setRefocus(type));
  };
  const removal = useRemoveApplicationDocument(applicationId);
  const remove = (document: ApplicationDocument) =>
    removal.mutate(document, {
      onError: (error) =>
        change(document.document_type, (state) => ({
          ...state,
          failures: [...state.failures, { error: errorMessage(error, t), name: null, retry: null }],
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
          const upload = uploads[type.code] ?? idle;
          const progress = upload.current;
          const room = type.max_files - files.length;
          const action = files.length === 0 ? t('application.upload') : t('application.uploadAnother');
          return (
            <Box
              key={type.code}
              ref={(element: HTMLElement | null) => {
                rows.current[type.code] = element;
              }}
              tabIndex={-1}
              role="group"
              aria-labelledby={`document-name-${type.code}`}
              data-testid={`document-${type.code}`}
              sx={{
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                display: 'grid',
                gap: 1,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {complete ? (
                  <CheckCircleOutlined color="success" aria-hidden />
                ) : (
                  <UploadFileOutlined color="action" aria-hidden />
                )}
                <Box sx={{ flexGrow: 1, minWidth: 180 }}>
                  <Typography id={`document-name-${type.code}`} sx={{ fontWeight: 500 }}>
                    {type.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {fromIdentity ? t('application.fromIdentity') : type.hint}
                  </Typography>
                  {fromIdentity ? null : (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {[
                        // "1 de 2 archivos" up to the minimum; past it, how many there are ("4 de 2"
                        // was not true).
                        type.min_files > 1
                          ? files.length <= type.min_files
                            ? t('application.filesCount', { have: files.length, min: type.min_files })
                            : t('application.filesHave', { count: files.length })
                          : null,
                        mayAdd && room > 1 ? t('application.filesAtOnce', { max: type.max_files }) : null,
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
                      multiple={room > 1}
                      hidden
                      aria-label={`${action}: ${type.name}`}
                      onChange={(event) => {
                        const chosen = [...(event.target.files ?? [])];
                        event.target.value = '';
                        if (chosen.length > 0) void sendChosen(type.code, chosen, room);
                      }}
                    />
                    <Button
                      ref={(element: HTMLButtonElement | null) => {
                        pickers.current[type.code] = element;
                      }}
                      variant={files.length === 0 ? 'outlined' : 'text'}
                      size="small"
                      disabled={progress !== undefined}
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
              {waiting
                .filter((queued) => queued.documentType === type.code)
                .map((queued) => (
                  <Typography
                    key={queued.key}
                    variant="body2"
                    role="status"
                    data-testid="upload-queued"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {t('application.uploadQueued', { name: queued.name })}
                  </Typography>
                ))}
              {progress ? (
                <Box>
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(progress.progress * 100)}
                    aria-label={uploadingText(t, progress)}
                  />
                  <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                    {uploadingText(t, progress)}
                  </Typography>
                </Box>
              ) : null}
              {upload.capped ? (
                <Typography variant="body2" role="status" data-testid="files-capped">
                  {t('application.filesCapped', {
                    count: upload.capped.room,
                    chosen: upload.capped.chosen,
                    max: type.max_files,
                  })}
                </Typography>
              ) : null}
              {upload.failures.map((failure, index) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: failures are only appended or removed whole
                  key={index}
                  role="alert"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    flexWrap: 'wrap',
                    color: 'error.main',
                  }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {failure.name ? `${failure.name}: ` : ''}
                    {t('application.uploadFailed', { reason: failure.error })}
                  </Typography>
                  {failure.retry ? (
                    <Button size="small" onClick={() => retry(type.code, failure)}>
                      {t('application.retry')}
                    </Button>
                  ) : null}
                </Box>
              ))}
            </Box>
          );
        })}
      </Stack>
      {viewing ? <DocumentPreview document={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
