import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../api/config.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { ScheduleTable } from '../../components/schedule-table.js';
import { useTranslation } from '../../i18n/i18n.js';
import { BalanceChart } from './balance-chart.js';
import { LoanFigures } from './loan-figures.js';
import { QuoteShare } from './quote-share.js';
import { SavedSimulations } from './saved-simulations.js';
import { SimulatorForm } from './simulator-form.js';
import { useSimulatorForm } from './use-simulator-form.js';

/** The simulator's form, its result, the schedule and the saved simulations: the screen below its heading. */
export function SimulatorWorkspace() {
  const { t } = useTranslation();
  const simulator = useSimulatorForm();
  const { affiliates, products, outcome, outcomeOption, outcomeAmount, messages, startDate } = simulator;
  const lender = usePublicConfig().data?.lender.name ?? 'Origina';
  const productName = products.data?.find((product) => product.id === outcomeOption?.product)?.name;

  // The heading above says where the promoter is while the convenios arrive.
  if (affiliates.isPending) return <LoadingBlock label={t('simulator.loading')} />;

  // In the page's stack: each part is one of its rows.
  return (
    <>
      {affiliates.isError ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormAlert>{t('simulator.loadFailed')}</FormAlert>
          <Button variant="outlined" onClick={() => affiliates.refetch()}>
            {t('simulator.retry')}
          </Button>
        </Stack>
      ) : affiliates.data?.length === 0 ? (
        <FormAlert>{t('simulator.noAffiliates')}</FormAlert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <SimulatorForm simulator={simulator} />
        <Card variant="outlined" component="section" aria-labelledby="results-section">
          <CardContent>
            <Typography id="results-section" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('simulator.results')}
            </Typography>
            <Box aria-live="polite">
              {outcome && outcomeOption ? (
                <Stack spacing={2.5}>
                  <LoanFigures
                    outcome={outcome}
                    frequency={outcomeOption.frequency}
                    annualRate={outcomeOption.annual_rate}
                    commissionRate={outcomeOption.commission_rate}
                    calculatedOn={startDate}
                    contractDate={startDate}
                  />
                  {productName && outcomeAmount !== null ? (
                    <QuoteShare
                      productId={outcomeOption.product}
                      quote={{
                        lender,
                        product: productName,
                        amount: outcomeAmount,
                        term: outcomeOption.term,
                        frequency: outcomeOption.frequency,
                        payment: outcome.payment,
                        totalPayment: outcome.total_payment,
                        cat: outcome.cat,
                        calculatedOn: startDate,
                      }}
                    />
                  ) : null}
                </Stack>
              ) : (
                // What keeps the result from showing, in the field's own words when one is wrong.
                <Typography sx={{ color: messages.amount ? 'error.main' : 'text.secondary' }}>
                  {messages.amount ??
                    messages.net_pay ??
                    messages.existing_deductions ??
                    t('simulator.resultsPending')}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      </Box>
      {outcome ? (
        <Card variant="outlined" component="section" aria-labelledby="schedule-section">
          <CardContent>
            <Stack spacing={2}>
              <Typography id="schedule-section" variant="h6" component="h2">
                {t('simulator.schedule')}
              </Typography>
              <BalanceChart rows={outcome.schedule} />
              <ScheduleTable rows={outcome.schedule} />
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      <SavedSimulations />
    </>
  );
}
