import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { renewalRefusalSchema } from '@origina/domain/application-api';
import { ownerVerdict } from '@origina/domain/lifecycle-verdicts';
import { type RenewableLoan, renewableLoanSearchSchema } from '@origina/domain/renewable-loans';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/api-error.js';
import { useRenewLoan } from '../../api/renew-loan.js';
import { useRenewableLoans } from '../../api/renewable-loans.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors, errorMessage } from '../../components/server-errors.js';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { type Refusal, RenewalLink, RenewRefusal } from './renew-section.js';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One loan found: what tells it apart, and "Renovar" as the lifecycle model judges it, exactly as
 * on the loan's own page (a renewal under way: a link to it instead). */
function RenewableLoanCard({ loan }: { loan: RenewableLoan }) {
  const { t, language } = useTranslation();
  const renewal = useRenewLoan(loan.id);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const verdict = ownerVerdict('renew', loan, {}, { renewalOpen: loan.open_renewal !== null });
  const underWay = !verdict.allowed && verdict.code === 'renewal_open' ? loan.open_renewal : null;
  const renew = () => {
    setRefusal(null);
    renewal.mutateAsync().catch((error: unknown) => {
      const body = error instanceof ApiRequestError ? renewalRefusalSchema.safeParse(error.body).data : null;
      setRefusal({ message: errorMessage(error, t), open: body?.open_renewal ?? null });
    });
  };
  return (
    <Card variant="outlined" component="li" data-testid="renewable-loan">
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
            <Link to={`${paths.dashboard.myApplications}/${loan.id}`}>{loan.folio}</Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('myApplications.renewByCurp.disbursedOn', { date: formatDate(loan.disbursed_on, language) })}
            </Typography>
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{loan.customer_name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {loan.affiliate?.name ?? '—'}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {loan.amount !== null ? (
              <Figure label={t('myApplications.renewByCurp.amount')} value={formatMoney(loan.amount)} />
            ) : null}
            {loan.balance !== null ? (
              <Figure label={t('myApplications.renewByCurp.balance')} value={formatMoney(loan.balance)} />
            ) : null}
            {loan.payoff !== null ? (
              <Figure label={t('myApplications.renewByCurp.payoff')} value={formatMoney(loan.payoff)} />
            ) : null}
          </Box>
          {verdict.allowed ? (
            <Button
              variant="contained"
              onClick={renew}
              loading={renewal.isPending}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              data-testid="renew-found-loan"
            >
              {t('myApplications.renew')}
            </Button>
          ) : null}
          {underWay && !refusal?.open ? (
            <Alert severity="info" role="status" data-testid="renewal-open">
              <RenewalLink
                text={t('myApplications.renewalOpen', { folio: underWay.folio })}
                renewal={underWay}
              />
              {underWay.id === null ? (
                <Typography variant="body2">{t('myApplications.renewalHeldByOther')}</Typography>
              ) : null}
            </Alert>
          ) : null}
          {refusal ? <RenewRefusal refusal={refusal} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

type Values = { curp: string };

/** "¿Cliente con crédito vigente? Buscar por CURP" (issue 36): the promoter types a customer's CURP
 * and sees that customer's disbursed loans they may renew, each with "Renovar". The server answers
 * only loans the promoter may renew (docs/lifecycle.md, "Renewals found by CURP"), so "none" never
 * says whether another promoter has one. */
export function RenewByCurp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [curp, setCurp] = useState<string | null>(null);
  const found = useRenewableLoans(curp);
  const regionId = useId();
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Values>({
    resolver: domainResolver(renewableLoanSearchSchema),
    defaultValues: { curp: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  // After a search, focus goes to what it found ("1 crédito encontrado" or "nothing found"): a
  // keyboard or screen-reader user hears the answer and continues from there, not from the button.
  const said = useRef<HTMLParagraphElement>(null);
  const [searched, setSearched] = useState(false);
  useEffect(() => {
    if (!searched || found.isFetching || !found.data) return;
    said.current?.focus();
    setSearched(false);
  }, [searched, found.isFetching, found.data]);
  useEffect(() => {
    if (!found.error) return;
    setFormError(
      applyServerErrors(found.error, ['curp'], (field, message) => setError(field, { message }), t),
    );
  }, [found.error, setError, t]);
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      setSearched(true);
      // The same CURP again asks again (a renewal may have started or ended meanwhile).
      if (values.curp === curp) void found.refetch();
      else setCurp(values.curp);
    },
    // A CURP that is not one answers nothing: the loans found for the last one go (the walk saw
    // them stay under the new CURP's error).
    () => setCurp(null),
  );
  const results = found.data?.results;

  return (
    <Box>
      <Button
        variant="text"
        startIcon={<AutorenewOutlined />}
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={regionId}
        sx={{ px: { xs: 0, sm: 1 }, textAlign: 'left' }}
        data-testid="renew-by-curp-toggle"
      >
        {t('myApplications.renewByCurp.toggle')}
      </Button>
      <Collapse in={open} id={regionId} unmountOnExit>
        <Card
          variant="outlined"
          component="section"
          aria-label={t('myApplications.renewByCurp.title')}
          sx={{ mt: 1 }}
        >
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('myApplications.renewByCurp.hint')}
              </Typography>
              <Box
                component="form"
                noValidate
                onSubmit={onSubmit}
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: { xs: 'stretch', sm: 'flex-start' },
                  gap: 1.5,
                  maxWidth: 560,
                }}
              >
                <FormTextField
                  label={t('myApplications.renewByCurp.curp')}
                  autoComplete="off"
                  {...register('curp')}
                  error={Boolean(formState.errors.curp)}
                  helperText={fieldMessage(t, formState.errors.curp?.message)}
                  inputProps={{
                    spellCheck: false,
                    autoCapitalize: 'characters',
                    style: { textTransform: 'uppercase' },
                  }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  loading={found.isFetching}
                  sx={{ minHeight: 56, flexShrink: 0 }}
                >
                  {t('myApplications.renewByCurp.search')}
                </Button>
              </Box>
              {formError ? <FormAlert>{formError}</FormAlert> : null}
              {/* Said by the focus it receives (above), not by a live region too: once is enough. */}
              <Box data-testid="renewable-loans">
                {results && !found.isFetching ? (
                  <Typography
                    ref={said}
                    tabIndex={-1}
                    variant="subtitle1"
                    component="h2"
                    data-testid="renewable-loans-said"
                    sx={{ fontWeight: 600, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
                  >
                    {results.length === 0
                      ? t('myApplications.renewByCurp.none')
                      : t('myApplications.renewByCurp.found', { count: results.length })}
                  </Typography>
                ) : null}
              </Box>
              {results && results.length > 0 ? (
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {results.map((loan) => (
                    <RenewableLoanCard key={loan.id} loan={loan} />
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      </Collapse>
    </Box>
  );
}
