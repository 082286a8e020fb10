import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadScreeningHits, type ScreeningFilter, useScreenings } from '../../api/compliance.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { ScreeningTable } from './screening-table.js';

const filters: readonly ScreeningFilter[] = ['pending', 'cleared', 'rejected', 'all'];
const filterOf = (value: string | null): ScreeningFilter =>
  (filters as readonly string[]).includes(value ?? '') ? (value as ScreeningFilter) : 'pending';

// Compliance's screen: the applications a screening found on a list, pending first, with the CSV
// of every hit.
export function CompliancePage() {
  const { t } = useTranslation();
  usePageTitle(t('compliance.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('estado'));
  const screenings = useScreenings(filter);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('compliance.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => {
            setExportFailure(null);
            downloadScreeningHits().catch((error) => setExportFailure(errorMessage(error, t)));
          }}
        >
          {t('compliance.export')}
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{t('compliance.intro')}</Typography>
      {exportFailure ? <FormAlert>{exportFailure}</FormAlert> : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        aria-label={t('compliance.filter')}
        onChange={(_event, value: ScreeningFilter | null) => {
          if (value) setParams(value === 'pending' ? {} : { estado: value }, { replace: true });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {filters.map((item) => (
          <ToggleButton key={item} value={item}>
            {t(`compliance.filters.${item}` as MessageKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {screenings.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : screenings.isError ? (
        <FormAlert>{errorMessage(screenings.error, t)}</FormAlert>
      ) : screenings.data.results.length === 0 ? (
        <EmptyState
          icon={<GppGoodOutlined />}
          title={t(filter === 'pending' ? 'compliance.emptyPending' : 'compliance.empty')}
          body={t('compliance.emptyBody')}
        />
      ) : (
        <ScreeningTable results={screenings.data.results} />
      )}
    </Stack>
  );
}
