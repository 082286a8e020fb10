import Chip from '@mui/material/Chip';
import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';

const colors: Record<ApplicationStatus, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  draft: 'default',
  submitted: 'info',
  in_review: 'primary',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'error',
  signed: 'success',
  disbursed: 'success',
  cancelled: 'default',
};

export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'draft' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`application.status.${status}` as MessageKey)}
    />
  );
}
