import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContractTemplateVersion } from '@origina/domain/contract-templates';
import { useId } from 'react';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

// The versions saved, newest first: who saved each and when, its RECA number, the one in use.
export function TemplateHistory({
  versions,
  loading,
  onLoad,
}: {
  versions: ContractTemplateVersion[];
  loading: number | null;
  onLoad: (version: number) => void;
}) {
  const { t, language } = useTranslation();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('templates.history')}
      </Typography>
      {versions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('templates.historyEmpty')}</Typography>
      ) : (
        <Box component="ol" data-testid="template-history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {versions.map((item, index) => (
            <Box
              component="li"
              key={item.version}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
                py: 1.25,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {t('templates.version', { version: item.version })}
                  </Typography>
                  {index === 0 ? <Chip size="small" color="success" label={t('templates.inUse')} /> : null}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {t('templates.savedBy', { name: item.created_by.name })} ·{' '}
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time> · RECA{' '}
                  {item.reca_number}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onLoad(item.version)}
                loading={loading === item.version}
              >
                {t('templates.loadVersion')}
                <VisuallyHidden> ({t('templates.version', { version: item.version })})</VisuallyHidden>
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
