import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Portfolio, type PortfolioGrouping, portfolioGroupings } from '@origina/domain/portfolio';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadPortfolio, usePortfolio } from '../../api/portfolio.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { RefreshFailed } from '../../components/refresh-failed.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

type Figures = Portfolio['total'];

const groupingOf = (value: string | null): PortfolioGrouping =>
  portfolioGroupings.find((grouping) => grouping === value) ?? 'convenio';

// The figures of a group (or the total), in the order the table and the cards show them.
function useFigureCells() {
  const { t, language } = useTranslation();
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  return [
    { label: t('portfolio.loans'), value: (row: Figures) => count(row.loans) },
    { label: t('portfolio.disbursed'), value: (row: Figures) => formatMoney(row.disbursed) },
    { label: t('portfolio.balance'), value: (row: Figures) => formatMoney(row.balance) },
    { label: t('portfolio.outstanding'), value: (row: Figures) => count(row.outstanding) },
    { label: t('portfolio.inArrears'), value: (row: Figures) => count(row.in_arrears) },
    { label: t('portfolio.renewed'), value: (row: Figures) => count(row.renewed) },
  ];
}

// The footer reads as the table's last line, not as a caption.
const totalCell = { fontSize: '0.875rem', fontWeight: 600, color: 'text.primary' } as const;

function PortfolioTable({ report, groupLabel }: { report: Portfolio; groupLabel: string }) {
  const { t } = useTranslation();
  const cells = useFigureCells();
  return (
    <Table
      size="small"
      data-testid="portfolio-table"
      aria-label={t('portfolio.tableLabel', { group: groupLabel })}
    >
      <TableHead>
        <TableRow>
          <TableCell>{groupLabel}</TableCell>
          {cells.map((cell) => (
            <TableCell key={cell.label} align="right">
              {cell.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={row.id ?? 'none'}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name ?? t('portfolio.none')}</TableCell>
            {cells.map((cell) => (
              <TableCell key={cell.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {cell.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={totalCell}>{t('portfolio.total')}</TableCell>
          {cells.map((cell) => (
            <TableCell key={cell.label} align="right" sx={{ ...totalCell, whiteSpace: 'nowrap' }}>
              {cell.value(report.total)}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

// On a phone each group is a card: its name, then its figures in two columns.
function PortfolioCard({
  name,
  figures,
  strong = false,
}: {
  name: string;
  figures: Figures;
  strong?: boolean;
}) {
  const cells = useFigureCells();
  return (
    <Card variant="outlined" component="li" sx={strong ? { borderColor: 'primary.main' } : undefined}>
      <CardContent>
        <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>
          {name}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {cells.map((cell) => (
            <Box key={cell.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {cell.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
                {cell.value(figures)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The portfolio (issue 36): the disbursed loans by convenio, branch, promoter or product, with
 * today's balances and the loans a renewal paid off, and the same report as CSV or Excel. */
export function PortfolioPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('portfolio.title'));
  const [params, setParams] = useSearchParams();
  const by = groupingOf(params.get('por'));
  const report = usePortfolio(by);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const groupLabel = t(`portfolio.by.${by}`);
  const data = report.data?.by === by ? report.data : undefined;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('portfolio.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('portfolio.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={by}
          aria-label={t('portfolio.groupBy')}
          onChange={(_event, value: PortfolioGrouping | null) => {
            if (value) setParams(value === 'convenio' ? {} : { por: value }, { replace: true });
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {portfolioGroupings.map((grouping) => (
            <ToggleButton key={grouping} value={grouping}>
              {t(`portfolio.by.${grouping}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadOutlined />}
              disabled={!data || data.total.loans === 0}
              onClick={() => {
                setDownloadFailure(null);
                downloadPortfolio(by, format).catch((error) => setDownloadFailure(errorMessage(error, t)));
              }}
            >
              {t(format === 'csv' ? 'portfolio.exportCsv' : 'portfolio.exportXlsx')}
            </Button>
          ))}
        </Box>
      </Box>
      {downloadFailure ? <FormAlert>{downloadFailure}</FormAlert> : null}
      {report.data ? <RefreshFailed query={report} /> : null}
      {report.data === undefined && report.isError ? (
        <FormAlert>{errorMessage(report.error, t)}</FormAlert>
      ) : !data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : data.total.loans === 0 ? (
        <EmptyState
          icon={<AccountBalanceWalletOutlined />}
          title={t('portfolio.empty')}
          body={t('portfolio.emptyBody')}
        />
      ) : (
        <>
          <Typography role="status" data-testid="portfolio-summary">
            {t('portfolio.summary', {
              count: data.total.loans,
              balance: formatMoney(data.total.balance),
              date: formatDate(data.as_of, language),
            })}
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <PortfolioTable report={data} groupLabel={groupLabel} />
          </Box>
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', p: 0, m: 0 }}
            data-testid="portfolio-cards"
          >
            {data.rows.map((row) => (
              <PortfolioCard key={row.id ?? 'none'} name={row.name ?? t('portfolio.none')} figures={row} />
            ))}
            <PortfolioCard name={t('portfolio.total')} figures={data.total} strong />
          </Stack>
        </>
      )}
    </Stack>
  );
}
