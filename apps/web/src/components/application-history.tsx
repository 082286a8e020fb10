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
const titleKey = (event: HistoryEvent): MessageKey => {
  if (corrected(event)) return 'myApplications.transferCorrected';
  if (reissued(event)) return 'myApplications.contractReissued';
  return `application.status.${event.to_status}` as MessageKey;
};

/** Every status an application went through: when, who, and why (a rejection's reason translated). */
export function ApplicationHistory({ history }: { history: Application['history'] }) {
  const { t, language } = useTranslation();
  return (
    // The list in the items' own size: its numbers otherwise come out larger than the words.
    <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }} data-testid="history">
      {history.map((event) => (
        <li key={`${event.at}-${event.to_status}`}>
          <Typography variant="body2">
            <strong>{t(titleKey(event))}</strong> · {formatDateTime(event.at, language)}
            {event.actor ? ` · ${t('myApplications.by', { name: event.actor })}` : ''}
            {event.reason_code
              ? ` · ${t(`myApplications.rejectionReason.${event.reason_code}` as MessageKey)}`
              : ''}
            {event.reason ? ` · ${event.reason}` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
