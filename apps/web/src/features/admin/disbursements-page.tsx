import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
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
import Typography from '@mui/material/Typography';
import type { LoanToDisburse } from '@origina/domain/review';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadDisbursementBatch, useLoansToDisburse } from '../../api/disbursements.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDateTime, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// Every transfer: the customers' and a buy-out's payoffs to other lenders.
const total = (loans: readonly LoanToDisburse[]) =>
  loans.reduce(
    (sum, loan) =>
      sum +
      Math.round(Number(loan.amount) * 100) +
      loan.payoffs.reduce((paid, payoff) => paid + Math.round(Number(payoff.amount) * 100), 0),
    0,
  ) / 100;

// The CLABE in groups (bank, branch, account, check digit), as bank statements print it.
const groupedClabe = (clabe: string) =>
  clabe.length === 18
    ? `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`
    : clabe;

// The signed loans waiting for their transfer: what to pay and where, the batch for the bank, and
// each loan's review page, where the transfer is recorded.
export function DisbursementsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('disbursements.title'));
  const loans = useLoansToDisburse();
  const [batchFailure, setBatchFailure] = useState<string | null>(null);
  const folioLink = (loan: LoanToDisburse) => (
    <Link
      to={`${paths.dashboard.review}/${loan.id}`}
      aria-label={t('disbursements.open', { folio: loan.folio })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {loan.folio}
    </Link>
  );
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('disbursements.title')}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{t('disbursements.intro')}</Typography>
      {loans.data && loans.data.count > 0 ? (
        // The batch in either format: the bank's portal takes the CSV, a spreadsheet the workbook
        // (whose CLABE stays text; a CSV opened there loses its leading zeros).
        <Box component="section" aria-labelledby="batch-formats" data-testid="batch-formats">
          <Typography id="batch-formats" variant="subtitle1" component="h2">
            {t('disbursements.formats')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('disbursements.formatsHint')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant={format === 'csv' ? 'contained' : 'outlined'}
                startIcon={<DownloadOutlined />}
                onClick={() => {
                  setBatchFailure(null);
                  downloadDisbursementBatch(format).catch((error) => setBatchFailure(errorMessage(error, t)));
                }}
              >
                {t(format === 'csv' ? 'disbursements.export' : 'disbursements.exportXlsx')}
              </Button>
            ))}
          </Box>
        </Box>
      ) : null}
      {batchFailure ? <FormAlert>{batchFailure}</FormAlert> : null}
      {loans.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : loans.isError ? (
        <FormAlert>{errorMessage(loans.error, t)}</FormAlert>
      ) : loans.data.count === 0 ? (
        <EmptyState
          icon={<PaymentsOutlined />}
          title={t('disbursements.empty')}
          body={t('disbursements.emptyBody')}
        />
      ) : (
        <>
          <Typography data-testid="disbursement-total">
            {t('disbursements.summary', {
              count: loans.data.count,
              total: formatMoney(total(loans.data.results)),
            })}
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Table size="small" data-testid="loans-to-disburse">
              <TableHead>
                <TableRow>
                  <TableCell>{t('disbursements.folio')}</TableCell>
                  <TableCell>{t('disbursements.customer')}</TableCell>
                  <TableCell>{t('disbursements.signedAt')}</TableCell>
                  <TableCell>{t('disbursements.clabe')}</TableCell>
                  <TableCell align="right">{t('disbursements.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loans.data.results.flatMap((loan) => [
                  ...loan.payoffs.map((payoff, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the payoffs are a fixed list, in the application's order
                    <TableRow key={`${loan.id}-payoff-${index}`} data-testid="payoff-transfer">
                      <TableCell>{folioLink(loan)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {t('disbursements.payoffTo', { lender: payoff.lender, reference: payoff.reference })}
                      </TableCell>
                      <TableCell />
                      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        {groupedClabe(payoff.clabe)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(Number(payoff.amount))}
                      </TableCell>
                    </TableRow>
                  )),
                  <TableRow key={loan.id}>
                    <TableCell>{folioLink(loan)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{loan.customer_name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {loan.signed_at ? formatDateTime(loan.signed_at, language) : '—'}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {groupedClabe(loan.clabe)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(Number(loan.amount))}
                    </TableCell>
                  </TableRow>,
                ])}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={4}>{t('disbursements.total')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(total(loans.data.results))}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
          <Stack
            spacing={1.5}
            sx={{ display: { xs: 'flex', md: 'none' } }}
            data-testid="loans-to-disburse-cards"
          >
            {loans.data.results.map((loan) => (
              <Card key={loan.id} variant="outlined">
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{folioLink(loan)}</Typography>
                    <Typography sx={{ fontWeight: 600 }}>{formatMoney(Number(loan.amount))}</Typography>
                  </Box>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                    {loan.customer_name}
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, mt: 1 }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('disbursements.clabe')}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {groupedClabe(loan.clabe)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('disbursements.signedAt')}
                    </Typography>
                    <Typography variant="body2">
                      {loan.signed_at ? formatDateTime(loan.signed_at, language) : '—'}
                    </Typography>
                  </Box>
                  {loan.payoffs.map((payoff, index) => (
                    <Box
                      // biome-ignore lint/suspicious/noArrayIndexKey: the payoffs are a fixed list, in the application's order
                      key={`${payoff.clabe}-${index}`}
                      data-testid="payoff-transfer"
                      sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}
                    >
                      <Box
                        sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                      >
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {t('disbursements.payoffTo', {
                            lender: payoff.lender,
                            reference: payoff.reference,
                          })}
                        </Typography>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {formatMoney(Number(payoff.amount))}
                        </Typography>
                      </Box>
                      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {t('disbursements.clabe')} {groupedClabe(payoff.clabe)}
                      </Typography>
                    </Box>
                  ))}
                </CardContent>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
