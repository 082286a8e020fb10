import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Notification } from '@origina/domain/notifications';
import { canUse } from '@origina/domain/role-workspaces';
import { useNavigate } from 'react-router';
import {
  notificationsPageSize,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from '../../api/notifications.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { EmptyState } from '../../components/empty-state.js';
import { ListPagination } from '../../components/list-controls.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatDate, formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

function useNotificationText() {
  const { t, language } = useTranslation();
  return (notification: Notification) => {
    const folio = notification.application.folio;
    if (notification.kind === 'changes_requested') return t('inbox.changesRequested', { folio });
    if (notification.kind === 'identity_submitted') return t('inbox.identitySubmitted', { folio });
    if (notification.kind === 'signature_locked') return t('inbox.signatureLocked', { folio });
    if (notification.kind === 'pagare_scan_uploaded') return t('inbox.pagareScanUploaded', { folio });
    if (notification.kind === 'pagare_scan_accepted') return t('inbox.pagareScanAccepted', { folio });
    if (notification.kind === 'pagare_scan_rejected') return t('inbox.pagareScanRejected', { folio });
    if (notification.kind === 'application_reassigned') return t('inbox.applicationReassigned', { folio });
    if (notification.kind === 'screening_hit') return t('inbox.screeningHit', { folio });
    if (notification.kind === 'resubmitted') return t('inbox.resubmitted', { folio });
    if (notification.kind === 'assigned') return t('inbox.assigned', { folio });
    if (notification.kind === 'loan_signed') return t('inbox.loanSigned', { folio });
    if (notification.kind === 'signing_link_locked') return t('inbox.signingLinkLocked', { folio });
    // Its message is the contract's last valid day (YYYY-MM-DD), said as a date.
    if (notification.kind === 'contract_expiring')
      return t('inbox.contractExpiring', { folio, date: formatDate(notification.message ?? '', language) });
    const status = notification.status ? t(`application.status.${notification.status}` as MessageKey) : '';
    return t('inbox.statusChanged', { folio, status });
  };
}

// The user's notices (the promoter's, the desk's): newest first, unread ones marked; opening one reads it and goes to the
// application.
export function InboxPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('inbox.title'));
  const navigate = useNavigate();
  const { user } = useAuthContext();
  const listParams = useListParams();
  const notifications = useNotifications(listParams.page);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const textOf = useNotificationText();
  const list = notifications.data;

  const open = async (notification: Notification) => {
    if (!notification.read) await markRead.mutateAsync(notification.id).catch(() => undefined);
    // The application opens where the reader's role works on it.
    const area = canUse(user?.role, 'capture')
      ? paths.dashboard.myApplications
      : canUse(user?.role, 'comply')
        ? paths.dashboard.compliance
        : paths.dashboard.review;
    navigate(`${area}/${notification.application.id}`);
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('inbox.title')}
          </Typography>
          {list ? (
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              {t('inbox.unreadCount', { count: list.unread_count })}
            </Typography>
          ) : null}
        </Box>
        {list && list.unread_count > 0 ? (
          <Button variant="outlined" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
            {t('inbox.markAllRead')}
          </Button>
        ) : null}
      </Stack>
      <RefreshFailed query={notifications} />
      {notifications.data === undefined ? (
        notifications.isError ? (
          <Typography role="alert">{errorMessage(notifications.error, t)}</Typography>
        ) : (
          <LoadingBlock label={t('app.loading')} />
        )
      ) : list?.results.length === 0 ? (
        <EmptyState
          icon={<InboxOutlined />}
          title={t('empty.inboxTitle')}
          // What each role hears of: a reviewer has no applications of their own to change status.
          body={t(`inbox.emptyBody.${user?.role ?? 'promoter'}` as MessageKey)}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="notifications"
        >
          {list?.results.map((notification) => (
            <Card
              component="li"
              key={notification.id}
              variant="outlined"
              sx={{ borderLeft: 4, borderLeftColor: notification.read ? 'divider' : 'primary.main' }}
            >
              <CardActionArea onClick={() => void open(notification)} sx={{ p: 2 }}>
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: notification.read ? 400 : 700 }}>
                      {notification.read ? null : <VisuallyHidden>{`${t('inbox.unread')}: `}</VisuallyHidden>}
                      {textOf(notification)}
                    </Typography>
                    {notification.message && notification.kind !== 'contract_expiring' ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        {notification.message}
                      </Typography>
                    ) : null}
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {formatDateTime(notification.created_at, language)}
                    </Typography>
                  </Box>
                  {notification.status ? <ApplicationStatusChip status={notification.status} /> : null}
                </Stack>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      <ListPagination list={listParams} count={list?.count} pageSize={notificationsPageSize} />
    </Stack>
  );
}
