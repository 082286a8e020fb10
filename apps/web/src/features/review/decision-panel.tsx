import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationFacts } from '@origina/domain/application-lifecycle';
import type { ContractVerdictFacts } from '@origina/domain/contract-documents';
import type { DeskSignalCode } from '@origina/domain/desk-signals';
import type { ReviewApplication, ReviewDecision } from '@origina/domain/review';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isStaleVersion, useDecideApplication, useQueueMove } from '../../api/review-applications.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { errorMessage } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { DecisionChecklist } from './decision-checklist.js';
import { DecisionFigures } from './decision-figures.js';
import { DecisionForm, decisionChoices } from './decision-form.js';
import { deskVerdicts } from './desk-rules.js';
import { DisbursementCorrection } from './disbursement-correction.js';
import { DisbursementForm } from './disbursement-form.js';
import { IdentityDecision } from './identity-decision.js';
import { isMissingLenderDetails, MissingLenderDetails } from './missing-lender-details.js';

// Why approval is refused when the rest of the decision is open: the identity check, in words.
const approveRefusals: Partial<Record<string, MessageKey>> = {
  identity_not_decided: 'review.approveBlocked.identity_not_decided',
  identity_rejected: 'review.approveBlocked.identity_rejected',
  bureau_inquiry_missing: 'review.approveBlocked.bureau_inquiry_missing',
};

interface Notice {
  severity: 'success' | 'error' | 'warning';
  text: string;
  /** What the notice says when it is more than a sentence (a contract's missing details). */
  content?: ReactNode;
}

/** What the desk does with the application: the figures it weighs (payment, capacity used, net
 * pay), take it, tick the product's checklist, decide the identity check (or reverse that), decide
 * it, and (an admin, once signed) record its transfer, or correct the record. Every button is the
 * lifecycle model's verdict; every decision is read back before it is recorded. */
export function DecisionPanel({
  application,
  contract,
  signalsSeen = [],
  signals,
  ticked,
  onTicked,
}: {
  application: ReviewApplication;
  /** What the contract says (its validity, its pagaré's scan): undefined until read, or without one. */
  contract?: (ContractVerdictFacts & Pick<ApplicationFacts, 'bureau'>) | undefined;
  /** The fraud signals the screen shows (issue 34): each decision records them as seen. */
  signalsSeen?: readonly DeskSignalCode[];
  /** Where the signals list goes in the panel (the fraud signals' part of issue 34). */
  signals?: ReactNode;
  /** The checklist items ticked, kept by the page: the panel moves between the side column and
   * the phone's drawer when the screen is resized, and what was ticked stays. */
  ticked: string[];
  onTicked: (ticked: string[]) => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const take = useQueueMove(application.id, 'take');
  const release = useQueueMove(application.id, 'release');
  const decide = useDecideApplication(application.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The checklist items ticked are sent with whichever decision comes next (identity or the
  // application's), with the signals the screen showed.
  const evidence = { checklist: ticked, signals_seen: [...signalsSeen] };
  // What a button did is said where the focus goes: the form or read-back that held it may be gone,
  // and on a phone the notice may be above the screen.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const busy = take.isPending || release.isPending || decide.isPending;

  const may = deskVerdicts(application, user, contract);
  const disbursal = may('disburse');
  const open = decisionChoices.filter((choice) => may(choice).allowed);
  const approval = may('approve');
  const approveRefusal = !approval.allowed && open.length > 0 ? approveRefusals[approval.code] : undefined;

  const decided = (updated: ReviewApplication) =>
    setNotice({
      severity: 'success',
      text: t('review.decided', { status: t(`application.status.${updated.status}` as MessageKey) }),
    });
  // A stale version is not a mistake: the application was read again; anything else is said, and
  // answered to the form that sent it.
  const failed = (error: unknown) => {
    setNotice(
      isStaleVersion(error)
        ? { severity: 'warning', text: t('review.stale') }
        : {
            severity: 'error',
            text: errorMessage(error, t),
            content: isMissingLenderDetails(error) ? <MissingLenderDetails error={error} /> : undefined,
          },
    );
    return error;
  };
  const sendDecision = (decision: ReviewDecision) => {
    setNotice(null);
    return decide
      .mutateAsync({ version: application.version, decision })
      .then(
        (updated) =>
          decision.decision === 'correct_disbursement'
            ? setNotice({ severity: 'success', text: t('review.disbursement.corrected') })
            : decided(updated),
        failed,
      );
  };
  const onTake = () => {
    setNotice(null);
    // Taken: said as such (not as a decision). Lost to another reviewer: the application is read
    // again (the API hook), so who holds it shows and the button goes.
    take.mutate(application.version, {
      onSuccess: () => setNotice({ severity: 'success', text: t('deskDecision.taken') }),
      onError: failed,
    });
  };
  const onRelease = () => {
    setNotice(null);
    release.mutate(application.version, {
      onSuccess: () => setNotice({ severity: 'success', text: t('review.released') }),
      onError: failed,
    });
  };
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="review-decision"
      data-testid="review-decision-panel"
    >
      <CardContent>
        <Stack spacing={2}>
          <Typography id="review-decision" variant="h6" component="h2">
            {t('review.decision')}
          </Typography>
          {notice ? (
            <Alert
              ref={noticeRef}
              tabIndex={-1}
              severity={notice.severity}
              role={notice.severity === 'success' ? 'status' : 'alert'}
            >
              {notice.content ?? notice.text}
            </Alert>
          ) : null}
          {application.status === 'in_review' ? (
            <Typography>
              {application.reviewer?.id === user?.id
                ? t('review.taken')
                : t('review.takenByOther', { name: application.reviewer?.name ?? '' })}
            </Typography>
          ) : null}
          {/* An admin hands a taken application back to the queue (its reviewer away, or gone). */}
          {may('release').allowed ? (
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('review.releaseHint')}
              </Typography>
              <Button variant="outlined" loading={release.isPending} disabled={busy} onClick={onRelease}>
                {t('review.release')}
              </Button>
            </Box>
          ) : null}
          <DecisionFigures application={application} />
          {/* SIGNALS: the fraud signals' list (issue 34) goes here, above the actions. */}
          {signals ? <Box data-testid="decision-signals">{signals}</Box> : null}
          <IdentityDecision
            application={application}
            mayDecide={may('decide_identity').allowed}
            mayReverse={may('reverse_identity').allowed}
            busy={busy}
            checklist={application.checklist}
            evidence={evidence}
            onDone={(text) => setNotice({ severity: 'success', text })}
            onFailed={failed}
          />
          {may('take').allowed ? (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('review.takeFirst')}
              </Typography>
              <Button variant="outlined" loading={take.isPending} disabled={busy} onClick={onTake}>
                {t('review.take')}
              </Button>
            </>
          ) : null}
          {open.length > 0 || may('decide_identity').allowed ? (
            <DecisionChecklist
              items={application.checklist}
              ticked={ticked}
              onChange={onTicked}
              disabled={busy}
            />
          ) : null}
          {open.length > 0 ? (
            <DecisionForm
              open={open}
              approveRefusal={approveRefusal}
              busy={decide.isPending}
              onSubmit={sendDecision}
              checklist={application.checklist}
              evidence={evidence}
            />
          ) : null}
          {/* Its contract's validity decides: the form waits for the contract to be read. */}
          {disbursal.allowed && contract !== undefined ? (
            <DisbursementForm
              applicationId={application.id}
              busy={decide.isPending}
              onSubmit={sendDecision}
            />
          ) : !disbursal.allowed && disbursal.code === 'contract_expired' ? (
            // A signed loan past its contract's validity: the transfer waits for a new version.
            <Typography variant="body2" data-testid="disbursement-expired">
              {t('review.disbursement.expired')}
            </Typography>
          ) : !disbursal.allowed && disbursal.code === 'pagare_scan_not_accepted' ? (
            // A pagaré signed on paper: the transfer waits for its scan to be accepted.
            <Typography variant="body2" data-testid="disbursement-pagare">
              {t('review.disbursement.pagarePending')}
            </Typography>
          ) : !disbursal.allowed && disbursal.code === 'payoff_letter_expired' ? (
            // A buy-out: the outside lender's payoff letter no longer holds its amount.
            <Typography variant="body2" data-testid="disbursement-payoff-expired">
              {t('review.disbursement.payoffLetterExpired')}
            </Typography>
          ) : null}
          {may('correct_disbursement').allowed ? (
            <DisbursementCorrection
              applicationId={application.id}
              busy={decide.isPending}
              onSubmit={sendDecision}
            />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
