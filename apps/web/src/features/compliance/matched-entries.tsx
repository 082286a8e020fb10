import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationScreening } from '@origina/domain/screening';
import { ApplicationStatusChip } from '../../components/application-status-chip.js';
import { DefinitionRow } from '../../components/definition-row.js';
import { formatDate } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

type Hit = NonNullable<ApplicationScreening['latest']>['hits'][number];

const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
};

// The customer's data beside each list entry that matched: compliance compares them to decide.
export function CustomerCard({ screening }: { screening: ApplicationScreening }) {
  const { t, language } = useTranslation();
  const person = screening.application;
  const none = t('compliance.detail.none');
  return (
    <Card variant="outlined" component="section" aria-labelledby="screened-customer" sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography id="screened-customer" variant="h6" component="h2">
            {t('compliance.detail.customer')}
          </Typography>
          <ApplicationStatusChip status={person.status} />
        </Stack>
        <Box component="dl" sx={listStyle}>
          <DefinitionRow
            term={t('compliance.detail.name')}
            value={person.customer_name}
            testId="screened-name"
          />
          <DefinitionRow term={t('compliance.detail.curp')} value={person.curp ?? none} />
          <DefinitionRow term={t('compliance.detail.rfc')} value={person.rfc ?? none} />
          <DefinitionRow
            term={t('compliance.detail.birthDate')}
            value={person.birth_date ? formatDate(person.birth_date, language) : none}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

export function MatchedEntry({ hit }: { hit: Hit }) {
  const { t } = useTranslation();
  const none = t('compliance.detail.none');
  const id = `entry-${hit.source}-${hit.reference}`.replace(/[^\w-]/g, '-');
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid="matched-entry">
      <CardContent>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {t(`compliance.sources.${hit.source}` as MessageKey)}
        </Typography>
        <Typography id={id} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {t('compliance.detail.entry', { reference: hit.reference })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
          <Chip size="small" color="warning" label={t(`compliance.matched.${hit.matched}` as MessageKey)} />
          <Chip
            size="small"
            variant="outlined"
            label={t('compliance.detail.score', { score: `${Math.round(hit.score * 100)} %` })}
          />
        </Stack>
        <Box component="dl" sx={listStyle}>
          <DefinitionRow term={t('compliance.detail.entryName')} value={hit.entry_name} />
          <DefinitionRow term={t('compliance.detail.how')} value={hit.matched_value} />
          <DefinitionRow
            term={t('compliance.detail.aliases')}
            value={hit.entry_aliases.join(' · ') || none}
          />
          <DefinitionRow term={t('compliance.detail.curp')} value={hit.entry_curp ?? none} />
          <DefinitionRow term={t('compliance.detail.rfc')} value={hit.entry_rfc ?? none} />
          <DefinitionRow term={t('compliance.detail.details')} value={hit.entry_details ?? none} />
        </Box>
      </CardContent>
    </Card>
  );
}
