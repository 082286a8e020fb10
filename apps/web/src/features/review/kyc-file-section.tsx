import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { unansweredKyc } from '@origina/domain/kyc-file';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

type Answers = Record<string, unknown>;
interface Row {
  field: string;
  value: string;
  /** A "yes" the desk must weigh (enhanced due diligence): marked in words, not by colour alone. */
  flagged: boolean;
}

/**
 * The identification file (Expediente PLD, issue 32): the customer's five answers in words, a
 * "yes" to a politically exposed person, a relative of one, or acting for someone else marked for
 * attention. An application captured before the questions says which were never answered.
 */
export function KycFileSection({ application }: { application: Application }) {
  const { t } = useTranslation();
  const general = (application.data.datos_generales ?? {}) as Answers;
  const work = (application.data.datos_laborales ?? {}) as Answers;
  const notCaptured = t('application.notCaptured');
  const yesNo = (value: unknown) =>
    value === true ? t('application.yes') : value === false ? t('application.no') : notCaptured;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : notCaptured);
  const source = () => {
    if (typeof work.resource_source !== 'string') return notCaptured;
    if (work.resource_source === 'other')
      return t('review.kyc.otherSource', { description: text(work.resource_source_other) });
    return t(`application.options.resource_source.${work.resource_source}` as MessageKey);
  };
  const rows: Row[] = [
    { field: 'pep', value: yesNo(general.pep), flagged: general.pep === true },
    { field: 'pep_relative', value: yesNo(general.pep_relative), flagged: general.pep_relative === true },
    {
      field: 'third_party',
      value:
        general.third_party === true
          ? t('review.kyc.onBehalfOf', { name: text(general.third_party_name) })
          : yesNo(general.third_party),
      flagged: general.third_party === true,
    },
    { field: 'occupation', value: text(work.occupation), flagged: false },
    { field: 'resource_source', value: source(), flagged: false },
  ];
  const missing =
    unansweredKyc('datos_generales', general).length + unansweredKyc('datos_laborales', work).length > 0;

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-kyc-file" data-testid="kyc-file">
      <CardContent>
        <Typography id="review-kyc-file" variant="h6" component="h2">
          {t('review.kyc.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('review.kyc.intro')}
        </Typography>
        {missing ? (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t('review.kyc.missing')}
          </Alert>
        ) : null}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' }, gap: 0.5 }}
        >
          {rows.map((row) => (
            <Box key={row.field} sx={{ display: 'contents' }} data-testid={`kyc-${row.field}`}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', pt: { sm: 0.5 } }}>
                {t(`application.fields.${row.field}` as MessageKey)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{
                  m: 0,
                  mb: { xs: 1, sm: 0 },
                  fontWeight: row.flagged ? 700 : 500,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  minHeight: { sm: 32 },
                }}
              >
                {row.flagged ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    icon={<WarningAmber aria-hidden />}
                    label={t('review.kyc.attention')}
                  />
                ) : null}
                <span style={{ overflowWrap: 'anywhere' }}>{row.value}</span>
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
