import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReopenablePart, reopenableParts } from '@origina/domain/application-sections';
import {
  type RejectionReason,
  type ReviewApplication,
  type ReviewDecision,
  rejectionReasons,
} from '@origina/domain/review';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useApplicationDocuments } from '../../api/application-documents.js';
import { useDocumentTypes } from '../../api/document-types.js';
import {
  decideApplication,
  decideIdentity,
  getReviewApplication,
  reviewApplicationKey,
  takeApplication,
  useReviewApplication,
} from '../../api/review-applications.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { ApplicationHistory } from '../../components/application-history.js';
import { partLabel } from '../../components/application-parts.js';
import { ApplicationSections } from '../../components/application-sections-view.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { ApplicationWarnings } from '../../components/application-warnings.js';
import { ContractCard } from '../../components/contract-card.js';
import { FolioText } from '../../components/folio-text.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { LoanSummary } from '../../components/loan-summary.js';
import { usePageTitle } from '../../components/page-title.js';
import { RecordNotFound } from '../../components/record-not-found.js';
import { errorMessage, firstFieldErrors } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';
import { deskVerdicts } from './desk-rules.js';
import { DisbursementForm } from './disbursement-form.js';
import { DocumentViewer } from './document-viewer.js';

const choices = ['approve', 'reject', 'request_changes'] as const;
type Choice = (typeof choices)[number];

// Why approval is refused when the rest of the decision is open: the identity check, in words.
const approveRefusals: Partial<Record<string, MessageKey>> = {
  identity_not_decided: 'review.approveBlocked.identity_not_decided',
  identity_rejected: 'review.approveBlocked.identity_rejected',
};

// One application on the credit desk: everything the promoter sent, the documents in place, the
// identity check, the history, and the decision.
export function ReviewApplicationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const application = useReviewApplication(id);
  const { user } = useAuthContext();
  const documents = useApplicationDocuments(id);
  const documentTypes = useDocumentTypes();
  usePageTitle(
    application.data ? t('review.detailTitle', { folio: application.data.folio }) : t('review.title'),
  );

  if (application.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (application.error instanceof ApiRequestError && application.error.status === 404) {
    return (
      <RecordNotFound
        title={t('review.notFoundTitle')}
        body={t('review.notFoundBody')}
        backTo={paths.dashboard.review}
        backLabel={t('review.back')}
      />
    );
  }
  if (application.isError) return <FormAlert>{errorMessage(application.error, t)}</FormAlert>;
  const current = application.data;
  const typeName = (code: string) => documentTypes.data?.find((type) => type.code === code)?.name ?? code;

  return (
    <Stack spacing={3}>
      <Button
        component={Link}
        to={paths.dashboard.review}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('review.back')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          <FolioText text={t('review.detailTitle', { folio: current.folio })} folio={current.folio} />
        </Typography>
        <ApplicationStatusChip status={current.status} />
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('review.promoter')}: {current.promoter?.name ?? '—'} · {t('review.takenBy')}:{' '}
        {current.reviewer?.name ?? t('review.nobody')}
      </Typography>
      <ApplicationWarnings warnings={current.warnings} title={t('review.warningsTitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          {current.identity_captures.length > 0 ? (
            <Card variant="outlined" component="section" aria-labelledby="review-identity">
              <CardContent>
                <Typography id="review-identity" variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('review.identityCheck')}
                </Typography>
                <Box
                  sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
                >
                  {current.identity_captures.map((capture) => (
                    <DocumentViewer
                      key={capture.id}
                      source={capture.download_url}
                      contentType="image/jpeg"
                      label={t(`review.captures.${capture.kind}` as MessageKey)}
                      testId={`review-capture-${capture.kind}`}
                    />
                  ))}
                </Box>
              </CardContent>
            </Card>
          ) : null}
          <Card variant="outlined" component="section" aria-labelledby="review-documents">
            <CardContent>
              <Typography id="review-documents" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('review.documents')}
              </Typography>
              {documents.data?.length === 0 ? (
                <Typography>{t('review.noDocuments')}</Typography>
              ) : (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                  {documents.data?.map((document) => (
                    <DocumentViewer
                      key={document.id}
                      source={document.download_url!}
                      contentType={document.content_type}
                      label={typeName(document.document_type)}
                      testId={`review-document-${document.document_type}`}
                    />
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
          <ApplicationSections application={current} readOnly />
        </Stack>
        <Stack spacing={3}>
          <DecisionPanel />
          <LoanSummary
            figures={current.loan_figures}
            title={t('review.figures')}
            id="review-figures"
            narrow
          />
          <ContractCard
            applicationId={current.id}
            folio={current.folio}
            visible={deskVerdicts(current, user)('read_contract').allowed}
          />
          <Card variant="outlined" component="section" aria-labelledby="review-history">
            <CardContent>
              <Typography id="review-history" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('review.history')}
              </Typography>
              <ApplicationHistory history={current.history} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}

function DecisionPanel() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const client = useQueryClient();
  const application = useReviewApplication(id).data!;
  const [choice, setChoice] = useState<Choice>('approve');
  const [reason, setReason] = useState<RejectionReason>('insufficient_capacity');
  const [comment, setComment] = useState('');
  const [sections, setSections] = useState<ReopenablePart[]>([]);
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const mine = application.reviewer?.id === user?.id;
  // Every button below is the lifecycle model's verdict for this user on this application.
  const may = deskVerdicts(application, user);
  const open = choices.filter((option) => may(option).allowed);
  const approval = may('approve');
  const approveRefusal = !approval.allowed && open.length > 0 ? approveRefusals[approval.code] : undefined;
  const selected: Choice | undefined = open.includes(choice) ? choice : open[0];

  // Runs a decision and shows the application as the server answers it, with `said` for the notice.
  async function act(
    action: () => Promise<ReviewApplication>,
    said = (updated: ReviewApplication) =>
      t('review.decided', { status: t(`application.status.${updated.status}` as MessageKey) }),
  ) {
    setBusy(true);
    setNotice(null);
    setFieldErrors({});
    try {
      const updated = await action();
      client.setQueryData(reviewApplicationKey(id), updated);
      await client.invalidateQueries({ queryKey: ['review-queue'] });
      setNotice({ severity: 'success', text: said(updated) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 412) {
        await client.invalidateQueries({ queryKey: reviewApplicationKey(id) });
        setNotice({ severity: 'warning', text: t('review.stale') });
      } else {
        setFieldErrors(firstFieldErrors(error));
        setNotice({ severity: 'error', text: errorMessage(error, t) });
      }
    } finally {
      setBusy(false);
    }
  }

  const decision = (): ReviewDecision =>
    selected === 'approve'
      ? { decision: 'approve', comment: comment || undefined }
      : selected === 'reject'
        ? { decision: 'reject', reason, comment }
        : { decision: 'request_changes', sections, message };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void act(() => decideApplication(id, application.version, decision()));
  };

  // The identity decision answers the check, not the application: the application is read again.
  const identityDecision = (result: 'approved' | 'rejected') =>
    act(
      async () => {
        await decideIdentity(id, result);
        return getReviewApplication(id);
      },
      () => t('review.identityDecided', { result: t(`review.identityResult.${result}`) }),
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-decision">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="review-decision" variant="h6" component="h2">
            {t('review.decision')}
          </Typography>
          {notice ? (
            <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          ) : null}
          {application.status === 'in_review' ? (
            <Typography>
              {mine
                ? t('review.taken')
                : t('review.takenByOther', { name: application.reviewer?.name ?? '' })}
            </Typography>
          ) : null}
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('review.identityCheck')}:{' '}
              {t(`review.identityResult.${application.identity_result ?? 'none'}` as MessageKey)}
            </Typography>
            {application.identity_result === 'needs_review' && may('decide_identity').allowed ? (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => void identityDecision('approved')}
                >
                  {t('review.identityApprove')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => void identityDecision('rejected')}
                >
                  {t('review.identityReject')}
                </Button>
              </Stack>
            ) : null}
          </Box>
          {may('take').allowed ? (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('review.takeFirst')}
              </Typography>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void act(() => takeApplication(id, application.version))}
              >
                {t('review.take')}
              </Button>
            </>
          ) : null}
          {selected ? (
            <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
              <RadioGroup
                aria-label={t('review.decision')}
                value={selected}
                onChange={(event) => setChoice(event.target.value as Choice)}
              >
                <FormControlLabel
                  value="approve"
                  control={
                    <Radio
                      slotProps={{
                        input: {
                          'aria-describedby': approveRefusal ? 'approve-refusal' : undefined,
                        } as object,
                      }}
                    />
                  }
                  label={t('review.approve')}
                  disabled={!approval.allowed}
                />
                <FormControlLabel
                  value="reject"
                  control={<Radio />}
                  label={t('review.reject')}
                  disabled={!open.includes('reject')}
                />
                <FormControlLabel
                  value="request_changes"
                  control={<Radio />}
                  label={t('review.requestChanges')}
                  disabled={!open.includes('request_changes')}
                />
              </RadioGroup>
              {approveRefusal ? (
                <Alert severity="info" id="approve-refusal" data-testid="approve-refusal">
                  {t(approveRefusal)}
                </Alert>
              ) : null}
              {selected === 'reject' ? (
                <TextField
                  select
                  label={t('review.reason')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value as RejectionReason)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {rejectionReasons.map((value) => (
                    <option key={value} value={value}>
                      {t(`myApplications.rejectionReason.${value}` as MessageKey)}
                    </option>
                  ))}
                </TextField>
              ) : null}
              {selected === 'request_changes' ? (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <FormLabel component="legend">{t('review.sections')}</FormLabel>
                  <FormGroup>
                    {reopenableParts
                      .filter((section) => section !== 'pre_solicitud')
                      .map((section) => (
                        <FormControlLabel
                          key={section}
                          label={t(partLabel(section))}
                          control={
                            <Checkbox
                              checked={sections.includes(section)}
                              onChange={(event) =>
                                setSections((current) =>
                                  event.target.checked
                                    ? [...current, section]
                                    : current.filter((item) => item !== section),
                                )
                              }
                            />
                          }
                        />
                      ))}
                  </FormGroup>
                  {fieldErrors.sections ? (
                    <Typography color="error" variant="caption">
                      {fieldErrors.sections}
                    </Typography>
                  ) : null}
                </Box>
              ) : null}
              {selected === 'request_changes' ? (
                <TextField
                  key="message"
                  label={t('review.message')}
                  multiline
                  minRows={3}
                  required
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  error={Boolean(fieldErrors.message)}
                  helperText={fieldErrors.message}
                />
              ) : (
                <TextField
                  key="comment"
                  label={t('review.comment')}
                  multiline
                  minRows={3}
                  required={selected === 'reject'}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                  error={Boolean(fieldErrors.comment)}
                  helperText={fieldErrors.comment}
                />
              )}
              <Button type="submit" variant="contained" loading={busy}>
                {t('review.confirm')}
              </Button>
            </Stack>
          ) : null}
          {may('disburse').allowed ? (
            <DisbursementForm
              applicationId={id}
              busy={busy}
              onSubmit={(decision) => act(() => decideApplication(id, application.version, decision))}
            />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
