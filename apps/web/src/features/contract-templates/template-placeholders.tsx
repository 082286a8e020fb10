import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ContractPlaceholder, contractPlaceholderNames } from '@origina/domain/contract-placeholders';
import { requiredPlaceholders, type TemplatedDocumentType } from '@origina/domain/contract-templates';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n.js';

// Every placeholder a template may name, with what it holds; choosing one inserts it at the cursor.
export function TemplatePlaceholders({
  type,
  onInsert,
}: {
  type: TemplatedDocumentType;
  onInsert: (name: ContractPlaceholder) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const required = requiredPlaceholders[type];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('templates.placeholders')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('templates.placeholdersHint')}
      </Typography>
      <Box
        component="ul"
        data-testid="template-placeholders"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: { xs: '20rem', md: '38rem' }, overflowY: 'auto' }}
      >
        {contractPlaceholderNames.map((name) => {
          const token = `{{${name}}}`;
          return (
            <Box component="li" key={name} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  onClick={() => onInsert(name)}
                  aria-label={t('templates.insert', { name: token })}
                  aria-describedby={`${headingId}-${name}`}
                  sx={{
                    fontFamily: 'monospace',
                    textTransform: 'none',
                    minWidth: 0,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {token}
                </Button>
                {required.includes(name) ? <Chip size="small" label={t('templates.required')} /> : null}
              </Box>
              <Typography
                id={`${headingId}-${name}`}
                variant="body2"
                sx={{ color: 'text.secondary', px: 0.5 }}
              >
                {t(`templates.descriptions.${name}`)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
