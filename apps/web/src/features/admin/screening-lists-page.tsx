import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListLoads } from '@origina/domain/screening';
import { type ScreeningSource, screeningSources } from '@origina/domain/screening-match';
import { useRef, useState } from 'react';
import { useLoadScreeningList, useScreeningLists } from '../../api/screening-lists.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

const accepts: Record<ScreeningSource, string> = {
  uif: '.csv,text/csv',
  ofac: '.csv,text/csv',
  un: '.xml,application/xml,text/xml',
};

// The admin's screening lists (UIF, OFAC SDN, UN): each one's last load, and a new load from a
// file, which replaces the list of that source.
export function ScreeningListsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screeningLists.title'));
  const lists = useScreeningLists();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('screeningLists.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('screeningLists.intro')}</Typography>
      {lists.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : lists.isError ? (
        <FormAlert>{errorMessage(lists.error, t)}</FormAlert>
      ) : (
        <Grid container spacing={2}>
          {screeningSources.map((source) => (
            <Grid key={source} size={{ xs: 12, md: 4 }}>
              <ListCard source={source} loads={lists.data} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

function ListCard({ source, loads }: { source: ScreeningSource; loads: ListLoads }) {
  const { t, language } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const load = useLoadScreeningList();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const last = loads.sources.find((item) => item.source === source)?.last_load ?? null;
  const name = t(`compliance.sources.${source}` as MessageKey);
  const send = async (file: File) => {
    setOutcome(null);
    try {
      const answer = await load.mutateAsync({ source, file });
      const count = answer.sources.find((item) => item.source === source)?.last_load?.entries ?? 0;
      setOutcome({ ok: true, text: t('screeningLists.loaded', { list: name, count }) });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, t) });
    }
  };
  const headingId = `list-${source}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
      data-testid={`list-${source}`}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={headingId} variant="h6" component="h2">
            {name}
          </Typography>
          <Typography data-testid={`list-${source}-last-load`}>
            {last
              ? t('screeningLists.lastLoad', {
                  date: formatDateTime(last.loaded_at, language),
                  count: last.entries,
                })
              : t('screeningLists.never')}
          </Typography>
          {last ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('screeningLists.file', { name: last.file_name })}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`screeningLists.formats.${source}` as MessageKey)}
          </Typography>
          <input
            ref={input}
            type="file"
            accept={accepts[source]}
            hidden
            aria-label={t('screeningLists.uploadLabel', { list: name })}
            data-testid={`list-${source}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            loading={load.isPending}
            loadingPosition="start"
            aria-label={t('screeningLists.uploadLabel', { list: name })}
            onClick={() => input.current?.click()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {load.isPending ? t('screeningLists.loading') : t('screeningLists.upload')}
          </Button>
          <div role="status" aria-live="polite">
            {outcome ? (
              <Alert severity={outcome.ok ? 'success' : 'error'} data-testid={`list-${source}-outcome`}>
                {outcome.text}
              </Alert>
            ) : null}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
