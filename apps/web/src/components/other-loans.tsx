import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OtherLoan } from '@origina/domain/payroll-capacity';
import { formatMoney } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { FolioText } from './folio-text.js';

/**
 * The customer's other loans with the lender and their applications in flight, whose payments the
 * capacity counts as deductions already taken from the same pay: by folio when they are this
 * promoter's (or for the desk), by payment only when another promoter's. Nothing when there are
 * none. (Strings in the simulator's catalogue part, which every screen showing a loan loads.)
 */
export function OtherLoans({ loans }: { loans: readonly OtherLoan[] }) {
  const { t } = useTranslation();
  if (loans.length === 0) return null;
  return (
    // A note, not an alarm: it is there from the start, and the capacity says whether it fits.
    <Alert severity="info" role="note" data-testid="other-loans" sx={{ mt: 2 }}>
      <AlertTitle>{t('simulator.otherLoans.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {loans.map((loan, index) => {
          const words = {
            payment: formatMoney(loan.payment),
            per: t(`simulator.otherLoans.per.${loan.frequency}`),
          };
          return (
            <li key={loan.folio ?? `elsewhere-${index}`}>
              {loan.folio ? (
                <FolioText
                  folio={loan.folio}
                  text={t(`simulator.otherLoans.${loan.kind}`, { ...words, folio: loan.folio })}
                />
              ) : (
                t(`simulator.otherLoans.${loan.kind}Elsewhere`, words)
              )}
            </li>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('simulator.otherLoans.counted')}
      </Typography>
    </Alert>
  );
}
