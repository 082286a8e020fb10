import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicSignature } from '@origina/domain/contract-signature';
import { formatDate } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

/** Once signed, the link hands the customer what they signed: where the copy was sent, until when
 * it can be downloaded here, each signed PDF and all of them as one ZIP. */
export function SignedCopy({
  signature,
  copy,
}: {
  signature: PublicSignature;
  copy: NonNullable<PublicSignature['signed_copy']>;
}) {
  const { t, language } = useTranslation();
  const until = formatDate(copy.available_until, language);
  return (
    <Stack spacing={3} data-testid="signed-copy">
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h4" component="h1">
          {t('signature.doneTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {copy.sent_to.length > 0
            ? t('signature.copySent', {
                folio: signature.folio,
                to: copy.sent_to.join(` ${t('signature.and')} `),
              })
            : t('signature.copyNotSent', { folio: signature.folio })}
        </Typography>
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="signed-documents">
        <Typography id="signed-documents" variant="h6" component="h2">
          {t('signature.signedDocuments')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('signature.copyUntil', { date: until })}
          {language === 'es' ? null : ` ${t('signature.documentsInSpanish')}`}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {signature.documents.map((document) => {
            const name = t(`contract.types.${document.type}`);
            return (
              <Box
                component="li"
                key={document.id}
                data-testid={`signed-document-${document.type}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <DescriptionOutlined color="action" aria-hidden />
                <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
                  <Typography>{name}</Typography>
                  {document.handwritten ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                      {t('signature.handwrittenSigned')}
                    </Typography>
                  ) : null}
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  href={document.download_url}
                  download
                  aria-label={t('signature.downloadNamed', { name })}
                  sx={{ flexShrink: 0 }}
                >
                  {t('signature.download')}
                </Button>
              </Box>
            );
          })}
        </Stack>
        <Button
          variant="contained"
          href={copy.download_all_url}
          download
          startIcon={<FolderZipOutlined aria-hidden />}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('signature.downloadAll')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('signature.depositNotice')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('signature.verifyHint')} <Link href="/verificar">{t('signature.verifyLink')}</Link>
      </Typography>
    </Stack>
  );
}
