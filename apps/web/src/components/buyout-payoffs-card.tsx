import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoffAnswer } from '@origina/domain/buyout';
import { payoffReleaseTypes } from '@origina/domain/document-types';
import { useRef, useState } from 'react';
import { useUploadPayoffRelease } from '../api/payoff-releases.js';
import { formatDate, formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { DefinitionRow } from './definition-row.js';
import { FormAlert } from './form-alert.js';
import { PayoffLetterForm } from './payoff-letter-form.js';
import { errorMessage } from './server-errors.js';

// A buy-out's outside loans on the loan's page and the desk's (issue 36): each as its payoff letter
// states it and, once disbursed, the day its payoff was paid and whether the outside lender's
// no-debt letter and deduction release have been received.
export function BuyoutPayoffsCard({
  applicationId,
  payoffs,
  mayUpload,
  mayReplaceLetter = false,
  version,
}: {
  applicationId: string;
  payoffs: readonly PayoffAnswer[];
  /** The loan's promoter, once disbursed: uploads each no-debt letter and deduction release. */
  mayUpload: boolean;
  /** Approved or signed, not yet disbursed: a new payoff letter may replace one (replace_payoff_letter). */
  mayReplaceLetter?: boolean;
  /** The application's version the screen shows: a new letter is written on it. */
  version: number;
}) {
  const { t, language } = useTranslation();
  const upload = useUploadPayoffRelease(applicationId);
  const [failure, setFailure] = useState<string | null>(null);
  if (payoffs.length === 0) return null;
  const state = (value: PayoffAnswer['no_debt_letter']) =>
    value === 'received' ? t('buyout.received') : t('buyout.pending');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="buyout-heading"
      data-testid="buyout-payoffs"
    >
      <CardContent>
        <Typography id="buyout-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('buyout.title')}
        </Typography>
        <Stack spacing={2}>
          {payoffs.map((payoff, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the payoffs are a fixed list, in the application's order
            <Box key={`${payoff.clabe}-${index}`} data-testid="buyout-payoff">
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {payoff.lender}
                </Typography>
                {payoff.expired ? <Chip size="small" color="warning" label={t('buyout.expired')} /> : null}
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.5,
                }}
              >
                <DefinitionRow term={t('buyout.amount')} value={formatMoney(payoff.amount)} />
                <DefinitionRow term={t('buyout.clabe')} value={payoff.clabe} />
                <DefinitionRow term={t('buyout.reference')} value={payoff.reference} />
                <DefinitionRow
                  term={t('buyout.validUntil')}
                  value={formatDate(payoff.valid_until, language)}
                />
                {payoff.paid_at ? (
                  <>
                    <DefinitionRow term={t('buyout.paidAt')} value={formatDate(payoff.paid_at, language)} />
                    <DefinitionRow term={t('buyout.noDebtLetter')} value={state(payoff.no_debt_letter)} />
                    <DefinitionRow
                      term={t('buyout.deductionRelease')}
                      value={state(payoff.deduction_release)}
                    />
                  </>
                ) : null}
              </Box>
              {mayReplaceLetter && !payoff.paid_at ? (
                <PayoffLetterForm
                  applicationId={applicationId}
                  position={index}
                  payoff={payoff}
                  version={version}
                />
              ) : null}
              {mayUpload && payoff.paid_at ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {payoffReleaseTypes.map((type) => (
                    <ReleaseUpload
                      key={type.code}
                      label={t(payoff[type.code] === 'received' ? 'buyout.uploadAgain' : 'buyout.upload', {
                        document: type.name[language],
                        lender: payoff.lender,
                      })}
                      accept={type.accepted_types.join(',')}
                      busy={upload.isPending}
                      onFile={(file) => {
                        setFailure(null);
                        upload
                          .mutateAsync({ position: index, kind: type.code, file })
                          .catch((error) => setFailure(errorMessage(error, t)));
                      }}
                    />
                  ))}
                </Stack>
              ) : null}
            </Box>
          ))}
          {failure ? <FormAlert>{failure}</FormAlert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

// A button that opens the file picker for one document (the input stays hidden, named for the
// screen reader by the same words).
function ReleaseUpload({
  label,
  accept,
  busy,
  onFile,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outlined" size="small" loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
