import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { stepOfSection } from '@origina/domain/application-sections';
import type { ChangesSinceRequest as Changes } from '@origina/domain/review';
import { useReadable } from '../../components/application-sections-view.js';
import { formatDateTime } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

/** After a resubmission, what the promoter changed since the reviewer asked for changes: each
 * field by its label and section, before → after in words; how many documents are new. */
export function ChangesSinceRequest({ changes }: { changes: Changes }) {
  const { t, language } = useTranslation();
  const readable = useReadable();
  if (!changes) return null;
  const say = (field: string, value: unknown) =>
    value === null || value === undefined || value === '' ? t('changes.empty') : readable(field, value);
  const labelOf = (section: string, field: string) =>
    field === 'references'
      ? t('changes.references')
      : `${t(`application.fields.${field}` as MessageKey)} (${t(
          `application.steps.${stepOfSection(section as never)}` as MessageKey,
        )})`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="review-changes"
      data-testid="changes-since-request"
    >
      <CardContent>
        <Typography id="review-changes" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('changes.title')}
        </Typography>
        {changes.fields.length === 0 && changes.new_documents.length === 0 ? (
          <Typography>{t('changes.none')}</Typography>
        ) : null}
        {changes.fields.length > 0 ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('changes.intro', { date: formatDateTime(changes.requested_at, language) })}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
                gap: 0.75,
              }}
            >
              {changes.fields.map((change) => (
                <Box key={`${change.section}.${change.field}`} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {labelOf(change.section, change.field)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <Box component="del" sx={{ color: 'text.secondary' }}>
                      {say(change.field, change.before)}
                    </Box>
                    {' → '}
                    <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>
                      {say(change.field, change.after)}
                    </Box>
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        ) : null}
        {changes.new_documents.length > 0 ? (
          <Typography sx={{ mt: 1 }}>
            {t('changes.newDocuments', { count: changes.new_documents.length })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
