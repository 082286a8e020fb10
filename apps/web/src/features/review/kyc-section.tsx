import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationKyc } from '@origina/domain/bureau-inquiry';
import type { ReviewApplication } from '@origina/domain/review';
import type { ReactNode } from 'react';
import { openKycPdf, useReviewKyc } from '../../api/review-kyc.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatDate, formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { BureauInquiryForm } from './bureau-inquiry-form.js';
import { deskVerdicts } from './desk-rules.js';

// "Consentimientos y buró de crédito": what the customer accepted on their link (the notice's
// version, biometric data, each voluntary purpose in the notice's words), the verified mobile
// against the application's current one, the bureau authorization and the inquiry, with the form
// that records it while the application is taken.

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ConsentPart({ consent }: { consent: ApplicationKyc['consent'] }) {
  const { t, language } = useTranslation();
  if (!consent)
    return (
      <Part title={t('kycDesk.notice')}>
        <Alert severity="warning">{t('kycDesk.noConsent')}</Alert>
      </Part>
    );
  return (
    <>
      <Part title={t('kycDesk.notice')}>
        <Typography>
          {t('kycDesk.noticeAccepted', {
            version: consent.notice_version,
            date: formatDateTime(consent.accepted_at, language),
          })}
        </Typography>
        {consent.notice_sample ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('kycDesk.noticeSample')}
          </Typography>
        ) : null}
      </Part>
      <Part title={t('kycDesk.biometric')}>
        <Typography>{consent.biometric ? t('kycDesk.biometricYes') : t('kycDesk.biometricNo')}</Typography>
      </Part>
      <Part title={t('kycDesk.voluntary')}>
        {consent.voluntary.length === 0 ? (
          <Typography>{t('kycDesk.voluntaryNone')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {consent.voluntary.map((purpose) => (
              <Stack
                component="li"
                key={purpose.key}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
                useFlexGap
              >
                <Chip
                  size="small"
                  color={purpose.accepted ? 'success' : 'default'}
                  label={purpose.accepted ? t('kycDesk.accepted') : t('kycDesk.refused')}
                />
                <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{purpose.text}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Part>
    </>
  );
}

function PhonePart({ phone }: { phone: ApplicationKyc['phone'] }) {
  const { t, language } = useTranslation();
  return (
    <Part title={t('kycDesk.phone')}>
      {phone.verified && phone.verified_at ? (
        <Typography data-testid="kyc-phone-verified">
          {t('kycDesk.phoneVerified', {
            date: formatDateTime(phone.verified_at, language),
            mobile: phone.verified_mobile ?? '—',
          })}
        </Typography>
      ) : (
        <Alert severity="warning" data-testid="kyc-phone-warning">
          {phone.verified_mobile
            ? t('kycDesk.phoneChanged', {
                current: phone.current_mobile ?? '—',
                verified: phone.verified_mobile,
              })
            : t('kycDesk.phoneNone')}
        </Alert>
      )}
    </Part>
  );
}

function BureauParts({ kyc, folio }: { kyc: ApplicationKyc; folio: string }) {
  const { t, language } = useTranslation();
  const authorization = kyc.bureau_authorization;
  const inquiry = kyc.bureau_inquiry;
  return (
    <>
      <Part title={t('kycDesk.authorization')}>
        {authorization ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography>
              {t('kycDesk.authorizedOn', { date: formatDateTime(authorization.authorized_at, language) })}
            </Typography>
            <Button
              size="small"
              startIcon={<PictureAsPdfOutlined />}
              onClick={() => void openKycPdf(authorization.pdf_url, `${folio}-autorizacion-buro.pdf`)}
            >
              {t('kycDesk.openAuthorization')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="warning">{t('kycDesk.noAuthorization')}</Alert>
        )}
      </Part>
      <Part title={t('kycDesk.inquiry')}>
        {inquiry ? (
          <Stack spacing={0.5} data-testid="kyc-bureau-inquiry">
            <Typography>
              {t('kycDesk.inquiryRecorded', {
                folio: inquiry.folio,
                date: formatDate(inquiry.inquired_on, language),
              })}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {inquiry.score === null ? t('kycDesk.noScore') : t('kycDesk.score', { score: inquiry.score })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {inquiry.provider === 'manual'
                ? t('kycDesk.recordedBy', { name: inquiry.recorded_by?.name ?? '—' })
                : t('kycDesk.bySystem')}
            </Typography>
            {inquiry.report_url ? (
              <Box>
                <Button
                  size="small"
                  startIcon={<PictureAsPdfOutlined />}
                  onClick={() => void openKycPdf(inquiry.report_url!, `${folio}-reporte-buro.pdf`)}
                >
                  {t('kycDesk.openReport')}
                </Button>
              </Box>
            ) : null}
          </Stack>
        ) : (
          <Typography>{t('kycDesk.noInquiry')}</Typography>
        )}
      </Part>
    </>
  );
}

export function KycSection({ application }: { application: ReviewApplication }) {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const kyc = useReviewKyc(application.id);
  const mayRecord = deskVerdicts(application, user)('record_bureau_inquiry').allowed;
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-kyc" data-testid="review-kyc">
      <CardContent>
        <Typography id="review-kyc" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('kycDesk.title')}
        </Typography>
        {kyc.isPending ? (
          <LoadingBlock label={t('app.loading')} />
        ) : kyc.data === undefined ? (
          <FormAlert>{t('kycDesk.loadError', { message: errorMessage(kyc.error, t) })}</FormAlert>
        ) : (
          <Stack spacing={2}>
            <ConsentPart consent={kyc.data.consent} />
            <PhonePart phone={kyc.data.phone} />
            <BureauParts kyc={kyc.data} folio={application.folio} />
            {mayRecord && kyc.data.bureau_authorization ? (
              <BureauInquiryForm
                applicationId={application.id}
                provider={kyc.data.bureau_provider}
                authorizedAt={kyc.data.bureau_authorization.authorized_at}
                recorded={kyc.data.bureau_inquiry !== null}
              />
            ) : null}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
