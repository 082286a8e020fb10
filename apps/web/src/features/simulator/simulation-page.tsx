import ArrowBack from '@mui/icons-material/ArrowBack';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { usePublicConfig } from '../../api/config.js';
import { useSimulation } from '../../api/simulations.js';
import { DefinitionRow } from '../../components/definition-row.js';
import { EmptyStatePage } from '../../components/empty-state-page.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { ScheduleTable } from '../../components/schedule-table.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { BalanceChart } from './balance-chart.js';
import { LoanFigures } from './loan-figures.js';
import { QuoteShare } from './quote-share.js';

// A saved simulation exactly as the server calculated it, ready to print for the customer.
export function SimulationPage() {
  const { id = '' } = useParams();
  const { t, language } = useTranslation();
  const simulation = useSimulation(id);
  const { data: config } = usePublicConfig();
  usePageTitle(t('simulation.title'));

  if (simulation.isPending) {
    return <LoadingBlock label={t('simulator.loading')} />;
  }
  if (simulation.isError) {
    if (simulation.error instanceof ApiRequestError && simulation.error.status === 404) {
      return (
        <EmptyStatePage
          title={t('simulation.title')}
          icon={<CalculateOutlined />}
          emptyTitle={t('simulation.notFoundTitle')}
          emptyBody={t('simulation.notFoundBody')}
        />
      );
    }
    return <FormAlert>{errorMessage(simulation.error, t)}</FormAlert>;
  }

  const saved = simulation.data;
  const calculatedOn = saved.created_at.slice(0, 10);
  return (
    <Stack spacing={3} sx={{ '@media print': { gap: 1.5 } }}>
      {/* One Letter page for up to 24 payments: smaller type, the two cards side by side, the
          chart left out (the table has every figure), and no card split across pages. */}
      <GlobalStyles
        styles={{
          '@page': { size: 'letter', margin: '10mm' },
          '@media print': {
            html: { fontSize: '9px' },
            '.MuiCardContent-root': { padding: '8px 12px !important' },
          },
        }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          '@media print': { display: 'none' },
        }}
      >
        <Button component={Link} to={paths.dashboard.simulator} startIcon={<ArrowBack />}>
          {t('simulation.back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <QuoteShare
          size="medium"
          productId={saved.product.id}
          quote={{
            lender: config?.lender.name ?? 'Origina',
            product: saved.product.name,
            amount: saved.amount,
            term: saved.term,
            frequency: saved.frequency,
            payment: saved.payment,
            totalPayment: saved.total_payment,
            cat: saved.cat,
            calculatedOn,
          }}
        />
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('simulation.print')}
        </Button>
        <Button
          variant="contained"
          component={Link}
          to={`${paths.dashboard.newApplication}?simulation=${encodeURIComponent(saved.id)}`}
        >
          {t('simulation.startApplication')}
        </Button>
      </Box>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {config?.lender.logo_url ? (
            <Box component="img" src={config.lender.logo_url} alt="" sx={{ height: 32, width: 'auto' }} />
          ) : null}
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'primary.main', fontWeight: 700 }}
            data-testid="lender-name"
          >
            {config?.lender.name ?? 'Origina'}
          </Typography>
        </Box>
        <Typography variant="h4" component="h1">
          {t('simulation.customerCopy')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }} data-testid="prepared-by">
          {[
            t('simulation.preparedBy', { name: saved.prepared_by.name }),
            saved.prepared_by.branch ? t('simulation.branch', { branch: saved.prepared_by.branch }) : null,
            t('simulation.calculatedOn', { date: formatDateTime(saved.created_at, language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          gap: 3,
          alignItems: 'start',
          '@media print': { gridTemplateColumns: '5fr 7fr', gap: 1.5, '& > *': { breakInside: 'avoid' } },
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('simulation.loan')}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                // On a phone each term sits above its value, so neither is squeezed.
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
                columnGap: 2,
                rowGap: { xs: 0.25, sm: 1 },
              }}
            >
              <DefinitionRow term={t('simulator.affiliate')} value={saved.affiliate?.name ?? '—'} />
              <DefinitionRow term={t('simulator.product')} value={saved.product.name} />
              <DefinitionRow term={t('simulator.amount')} value={formatMoney(saved.amount)} />
              <DefinitionRow
                term={t('simulator.term')}
                value={t('simulator.termValue', {
                  count: saved.term,
                  frequency: t(`simulator.frequencyPlural.${saved.frequency}`),
                })}
              />
              <DefinitionRow
                term={t('simulation.startDate')}
                value={formatDate(saved.start_date, language)}
              />
              <DefinitionRow
                term={t('simulator.firstPayment')}
                value={formatDate(saved.first_payment_date, language)}
                testId="simulation-first-payment"
              />
              {saved.schedule.length > 1 ? (
                <DefinitionRow
                  term={t('simulator.lastPayment')}
                  value={formatDate(saved.schedule.at(-1)!.date, language)}
                />
              ) : null}
              {saved.net_pay !== null ? (
                <DefinitionRow term={t('simulator.netPay')} value={formatMoney(saved.net_pay)} />
              ) : null}
              {saved.existing_deductions !== null ? (
                <DefinitionRow
                  term={t('simulator.existingDeductions')}
                  value={formatMoney(saved.existing_deductions)}
                />
              ) : null}
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <LoanFigures
              outcome={saved}
              frequency={saved.frequency}
              annualRate={saved.annual_rate}
              commissionRate={saved.commission_rate}
              calculatedOn={calculatedOn}
              contractDate={saved.start_date}
              dates={false}
            />
          </CardContent>
        </Card>
      </Box>
      <Card variant="outlined" sx={{ '@media print': { breakInside: 'avoid' } }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('simulator.schedule')}
            </Typography>
            <Box sx={{ '@media print': { display: 'none' } }}>
              <BalanceChart rows={saved.schedule} />
            </Box>
            <ScheduleTable rows={saved.schedule} whole />
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('simulation.disclaimer')}
      </Typography>
    </Stack>
  );
}
