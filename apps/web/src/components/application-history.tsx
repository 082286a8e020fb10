import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { formatDateTime } from '../i18n/format.js';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';

type HistoryEvent = Application['history'][number];
// The changes a status alone misnames: an admin set a recorded transfer right; a contract past its
// validity was made again (approved or signed → approved).
const corrected = (event: HistoryEvent) =>
  event.from_status === 'disbursed' && event.to_status === 'disbursed';
const reissued = (event: HistoryEvent) =>
  event.to_status === 'approved' && (event.from_status === 'approved' || event.from_status === 'signed');
const titleOf = (event: HistoryEvent, t: Translate) => {
  // The desk's identity decisions and their reversals (the status stays in review).
  const identity = event.details?.identity;
  if (identity === 'reversed')
    return t('deskDecision.history.identity_reversed', {
      before: t(`review.identityResult.${event.details?.identity_before ?? 'none'}` as MessageKey),
    });
  if (identity) return t(`deskDecision.history.identity_${identity}`);
  return t(titleKey(event));
};
const titleKey = (event: HistoryEvent): MessageKey => {
  if (corrected(event)) return 'myApplications.transferCorrected';
  if (reissued(event)) return 'myApplications.contractReissued';
  return `application.status.${event.to_status}` as MessageKey;
};

type Translate = ReturnType<typeof useTranslation>['t'];

// A decision's category, in words: a rejection's reason, a changes request's category, an identity
// decision's reason.
const categoryOf = (event: HistoryEvent, t: Translate) => {
  const code = event.reason_code;
  if (!code) return null;
  if (event.details?.identity) return t(`deskDecision.identityReasons.${code}` as MessageKey);
  if (event.to_status === 'changes_requested')
    return t(`myApplications.changesCategory.${code}` as MessageKey);
  return t(`myApplications.rejectionReason.${code}` as MessageKey);
};

// What the desk recorded with the decision: the checklist as ticked, the signals seen.
const evidenceOf = (event: HistoryEvent, t: Translate, language: string) => {
  const parts: string[] = [];
  const checklist = event.details?.checklist;
  if (checklist?.length)
    parts.push(
      t('deskDecision.history.checklist', {
        items: checklist
          .map((item) =>
            t(item.ticked ? 'deskDecision.history.ticked' : 'deskDecision.history.unticked', {
              item: language === 'en' ? item.en : item.es,
            }),
          )
          .join(', '),
      }),
    );
  const signals = event.details?.signals_seen;
  if (signals)
    parts.push(
      t('deskDecision.history.signals', {
        signals: signals.length
          ? signals.map((code) => t(`deskDecision.signals.${code}` as MessageKey)).join(', ')
          : t('deskDecision.signalsNone'),
      }),
    );
  return parts;
};

/** Every status an application went through: when, who, and why (a rejection's reason translated). */
export function ApplicationHistory({ history }: { history: Application['history'] }) {
  const { t, language } = useTranslation();
  return (
    // The list in the items' own size: its numbers otherwise come out larger than the words.
    <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }} data-testid="history">
      {history.map((event) => (
        <li key={`${event.at}-${event.to_status}-${event.details?.identity ?? ''}`}>
          <Typography variant="body2">
            <strong>{titleOf(event, t)}</strong> · {formatDateTime(event.at, language)}
            {event.actor ? ` · ${t('myApplications.by', { name: event.actor })}` : ''}
            {event.reason_code ? ` · ${categoryOf(event, t)}` : ''}
            {event.reason ? ` · ${event.reason}` : ''}
          </Typography>
          {evidenceOf(event, t, language).map((line) => (
            <Typography key={line} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </li>
      ))}
    </Box>
  );
}
