import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useApplicationDocuments } from '../../api/application-documents.js';
import { useDocumentTypes } from '../../api/document-types.js';
import { useTranslation } from '../../i18n/i18n.js';
import { DocumentViewer } from './document-viewer.js';

/** The documents the promoter uploaded, each seen in place and named by its type; those uploaded
 * since the latest changes request (`newDocuments`) say "nuevo". */
export function DocumentsSection({
  applicationId,
  newDocuments = [],
}: {
  applicationId: string;
  newDocuments?: readonly string[];
}) {
  const { t } = useTranslation();
  const documents = useApplicationDocuments(applicationId);
  const documentTypes = useDocumentTypes();
  // Never the type's code while the catalogue loads; a code only for a type it no longer has.
  const typeName = (code: string) =>
    documentTypes.data
      ? (documentTypes.data.find((type) => type.code === code)?.name ?? code)
      : t('application.loadingName');

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-documents">
      <CardContent>
        <Typography id="review-documents" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('review.documents')}
        </Typography>
        {documents.data?.length === 0 ? (
          <Typography>{t('review.noDocuments')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {documents.data?.map((document) => (
              <DocumentViewer
                key={document.id}
                source={document.download_url!}
                contentType={document.content_type}
                label={`${numberedLabel(documents.data, document, typeName(document.document_type))}${
                  newDocuments.includes(document.id) ? ` · ${t('changes.newBadge')}` : ''
                }`}
                testId={`review-document-${document.document_type}`}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

// Two pay stubs are 'Recibos de nómina · 1/2' and '· 2/2': each frame needs a name of its own, for
// the reviewer and for a screen reader's list of regions.
function numberedLabel(
  documents: { id: string; document_type: string }[],
  document: { id: string; document_type: string },
  name: string,
) {
  const sameType = documents.filter((other) => other.document_type === document.document_type);
  if (sameType.length < 2) return name;
  return `${name} · ${sameType.indexOf(document) + 1}/${sameType.length}`;
}
