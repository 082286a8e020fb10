import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VerificationResult as Result } from '@origina/domain/signature-verification';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

/** What the check found: genuine (whether its timestamp verifies, whether the contract was issued
 * again since), or not recognised. */
export function VerificationResult({ result }: { result: Result }) {
  const { t, language } = useTranslation();
  if (!result.issued)
    return (
      <Alert severity="error" role="status" data-testid="verification-not-issued">
        <AlertTitle>{t('verification.notIssuedTitle')}</AlertTitle>
        {t('verification.notIssuedBody')}
      </Alert>
    );
  const { timestamp } = result;
  const rows: [string, string][] = [
    [t('verification.folio'), result.folio],
    [t('verification.documentType'), t(`contract.types.${result.document_type}`)],
    [t('verification.signedAt'), formatDateTime(result.signed_at, language)],
    [
      t('verification.timestampAt'),
      timestamp.time ? formatDateTime(timestamp.time, language) : t('verification.none'),
    ],
    [
      t('verification.authority'),
      // The local authority's certificate names it in Spanish: its role is said in the reader's words.
      timestamp.local ? t('verification.localAuthority') : (timestamp.authority ?? t('verification.none')),
    ],
  ];
  return (
    <Alert
      severity={timestamp.valid ? 'success' : 'warning'}
      role="status"
      data-testid={timestamp.valid ? 'verification-valid' : 'verification-invalid-timestamp'}
    >
      <AlertTitle>{t(timestamp.valid ? 'verification.issuedTitle' : 'verification.invalidTitle')}</AlertTitle>
      {t(timestamp.valid ? 'verification.issuedBody' : 'verification.invalidBody')}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5, mb: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.superseded ? (
        <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="verification-superseded">
          {t('verification.supersededNote')}
        </Typography>
      ) : null}
      {timestamp.local ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('verification.localNote')}
        </Typography>
      ) : null}
    </Alert>
  );
}
