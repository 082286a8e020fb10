import Chip from '@mui/material/Chip';
import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';

const colors: Record<
  ApplicationStatus,
  'default' | 'info' | 'warning' | 'success' | 'error' | 'primary' | 'secondary'
> = {
  draft: 'default',
  submitted: 'info',
  in_review: 'primary',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'error',
  signed: 'success',
  disbursed: 'secondary',
  cancelled: 'default',
};

const outlined: readonly ApplicationStatus[] = ['draft', 'cancelled', 'approved'];

export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      // Approved waits for the signature: outlined, then filled once signed.
      variant={outlined.includes(status) ? 'outlined' : 'filled'}
      label={t(`application.status.${status}` as MessageKey)}
    />
  );
}
