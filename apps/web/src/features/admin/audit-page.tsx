import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@origina/domain/administration';
import { Link } from 'react-router';
import { auditPageSize, useAuditLog } from '../../api/admin-accounts.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListPagination, ListSearchField } from '../../components/list-controls.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { formatDateTime } from '../../i18n/format.js';
import { type AppLanguage, type translate, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import {
  actionLabel,
  actionsMatching,
  auditActions,
  detailCodesMatching,
  detailLines,
  documentSubject,
} from './audit-words.js';

type Translate = typeof translate;

function Actor({ entry, t }: { entry: AuditEntry; t: Translate }) {
  if (!entry.actor) return <>{t('admin.system')}</>;
  return (
    <>
      {entry.actor.name}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {t(`admin.roles.${entry.actor.role}`)}
      </Typography>
    </>
  );
}

// The record an entry is about, as people name it; an application (or its document) links to it.
function Subject({ entry, t, language }: { entry: AuditEntry; t: Translate; language: AppLanguage }) {
  const { subject } = entry;
  if (subject.application_id && subject.label) {
    const text = subject.kind === 'document' ? documentSubject(t, language, subject) : subject.label;
    return <Link to={`${paths.dashboard.review}/${subject.application_id}`}>{text}</Link>;
  }
  if (subject.kind === 'person' && subject.label) {
    return (
      <>
        {subject.label}
        {subject.role ? (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {t(`admin.roles.${subject.role}`)}
          </Typography>
        ) : null}
      </>
    );
  }
  if (subject.kind === 'catalogue') return <>{subject.label ?? t('admin.auditCatalogue')}</>;
  return <>{t('admin.auditNoRecord')}</>;
}

function Action({ entry, t, language }: { entry: AuditEntry; t: Translate; language: AppLanguage }) {
  const lines = detailLines(t, language, entry.details);
  return (
    <>
      {actionLabel(t, entry.action)}
      {lines.length > 0 ? (
        <Box
          component="dl"
          aria-label={t('admin.auditDetailsLabel')}
          sx={{ m: 0, mt: 0.5, color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}
        >
          {lines.map((line) => (
            <Box key={line.key} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {line.label}:
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {line.value}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </>
  );
}

// The audit log: who read or changed which record, newest first, in words.
export function AuditPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('admin.audit'));
  const list = useListParams();
  const log = useAuditLog({
    search: list.search,
    actions: actionsMatching(t, list.search, auditActions),
    detailCodes: detailCodesMatching(t, language, list.search),
    page: list.page,
  });
  const when = (entry: AuditEntry) => (
    <Box component="time" dateTime={entry.at} sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(entry.at, language)}
    </Box>
  );
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('admin.audit')}
      </Typography>
      <ListSearchField list={list} label={t('admin.auditSearch')} />
      {log.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : log.isError ? (
        <FormAlert>{errorMessage(log.error, t)}</FormAlert>
      ) : log.data.count === 0 ? (
        <EmptyState icon={<HistoryOutlined />} title={t('admin.auditEmpty')} body={t('admin.auditSearch')} />
      ) : (
        <>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Table size="small" data-testid="audit-log" sx={{ tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '11rem' }}>{t('admin.when')}</TableCell>
                  <TableCell sx={{ width: '22%' }}>{t('admin.who')}</TableCell>
                  <TableCell>{t('admin.action')}</TableCell>
                  <TableCell sx={{ width: '22%' }}>{t('admin.record')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.results.map((entry) => (
                  <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell>{when(entry)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Actor entry={entry} t={t} />
                    </TableCell>
                    <TableCell>
                      <Action entry={entry} t={t} language={language} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Subject entry={entry} t={t} language={language} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="audit-cards">
            {log.data.results.map((entry) => (
              <Card key={entry.id} variant="outlined">
                <CardContent>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {when(entry)}
                  </Typography>
                  <Typography component="div" sx={{ fontWeight: 600, mt: 0.5 }}>
                    <Action entry={entry} t={t} language={language} />
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, mt: 1 }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('admin.who')}
                    </Typography>
                    <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <Actor entry={entry} t={t} />
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('admin.record')}
                    </Typography>
                    <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <Subject entry={entry} t={t} language={language} />
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </>
      )}
      <ListPagination list={list} count={log.data?.count} pageSize={auditPageSize} />
    </Stack>
  );
}
