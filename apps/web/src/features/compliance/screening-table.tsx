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
import type { ScreeningSummary } from '@origina/domain/screening';
import { Link } from 'react-router';
import { RiskGradeChip, ScreeningStateChip } from '../../components/screening-chips.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

const percent = (score: number) => `${Math.round(score * 100)} %`;

// The screenings with hits: a table on a wide screen, cards on a phone.
export function ScreeningTable({ results }: { results: readonly ScreeningSummary[] }) {
  const { t, language } = useTranslation();
  const folioLink = (item: ScreeningSummary) => (
    <Link
      to={`${paths.dashboard.compliance}/${item.application_id}`}
      aria-label={t('compliance.open', { folio: item.folio })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {item.folio}
    </Link>
  );
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" data-testid="screenings">
          <TableHead>
            <TableRow>
              <TableCell>{t('compliance.columns.folio')}</TableCell>
              <TableCell>{t('compliance.columns.customer')}</TableCell>
              <TableCell>{t('compliance.columns.state')}</TableCell>
              <TableCell>{t('compliance.columns.grade')}</TableCell>
              <TableCell align="right">{t('compliance.columns.hits')}</TableCell>
              <TableCell align="right">{t('compliance.columns.score')}</TableCell>
              <TableCell>{t('compliance.columns.screenedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((item) => (
              <TableRow key={item.application_id}>
                <TableCell>{folioLink(item)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.customer_name}</TableCell>
                <TableCell>
                  <ScreeningStateChip state={item.state} />
                </TableCell>
                <TableCell>
                  <RiskGradeChip grade={item.risk_grade} />
                </TableCell>
                <TableCell align="right">{item.hits}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {percent(item.best_score)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.screened_at, language)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="screening-cards">
        {results.map((item) => (
          <Card key={item.application_id} variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{folioLink(item)}</Typography>
                <ScreeningStateChip state={item.state} />
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                {item.customer_name}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
                <RiskGradeChip grade={item.risk_grade} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('compliance.columns.hits')}: {item.hits} · {t('compliance.columns.score')}:{' '}
                  {percent(item.best_score)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {formatDateTime(item.screened_at, language)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
