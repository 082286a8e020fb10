import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { formatDateTime } from '../i18n/format.js';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';

// The one change that keeps the status: an admin set a recorded transfer right.
const corrected = (event: Application['history'][number]) =>
  event.from_status === 'disbursed' && event.to_status === 'disbursed';

/** Every status an application went through: when, who, and why (a rejection's reason translated). */
export function ApplicationHistory({ history }: { history: Application['history'] }) {
  const { t, language } = useTranslation();
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="history">
      {history.map((event) => (
        <li key={`${event.at}-${event.to_status}`}>
          <Typography variant="body2">
            <strong>
              {corrected(event)
                ? t('myApplications.transferCorrected')
                : t(`application.status.${event.to_status}` as MessageKey)}
            </strong>{' '}
            · {formatDateTime(event.at, language)}
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
