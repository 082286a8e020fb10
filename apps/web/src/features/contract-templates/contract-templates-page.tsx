import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TemplatedDocumentType, templatedDocumentTypes } from '@origina/domain/contract-templates';
import { useSearchParams } from 'react-router';
import { productLabel, useCatalogueAdmin } from '../../api/catalogue-admin.js';
import { useContractTemplate } from '../../api/contract-templates.js';
import { addressParams } from '../../components/address-params.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { TemplateEditor } from './template-editor.js';

const isTemplatedType = (value: string | null): value is TemplatedDocumentType =>
  (templatedDocumentTypes as readonly (string | null)[]).includes(value);

// Administración › Plantillas de contrato: a product and a document chosen (kept in the address),
// then its template's editor.
export function ContractTemplatesPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('templates.title'));
  const [params, setParams] = useSearchParams();
  const products = useCatalogueAdmin('products');
  const wanted = params.get('producto');
  const productId =
    products.data?.find((product) => product.id === wanted)?.id ?? products.data?.[0]?.id ?? null;
  const chosenType = params.get('documento');
  const type: TemplatedDocumentType = isTemplatedType(chosenType) ? chosenType : 'contrato';
  const template = useContractTemplate(productId, type);
  const choose = (key: 'producto' | 'documento', value: string) => {
    const next = addressParams();
    next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('templates.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: '60rem' }}>
          {t('templates.intro')}
        </Typography>
      </Box>
      {products.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : products.isError ? (
        <FormAlert>{errorMessage(products.error, t)}</FormAlert>
      ) : products.data.length === 0 || !productId ? (
        <EmptyState
          icon={<ArticleOutlined />}
          title={t('templates.noProducts')}
          body={t('templates.noProductsBody')}
        />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              maxWidth: '48rem',
            }}
          >
            <TextField
              select
              label={t('templates.product')}
              value={productId}
              onChange={(event) => choose('producto', event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {products.data.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.active
                    ? productLabel(product, language)
                    : t('templates.inactiveProduct', { name: productLabel(product, language) })}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t('templates.document')}
              value={type}
              onChange={(event) => choose('documento', event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {templatedDocumentTypes.map((value) => (
                <option key={value} value={value}>
                  {t(`templates.documents.${value}`)}
                </option>
              ))}
            </TextField>
          </Box>
          {template.isPending ? (
            <LoadingBlock label={t('app.loading')} />
          ) : template.isError ? (
            <FormAlert>{errorMessage(template.error, t)}</FormAlert>
          ) : (
            <TemplateEditor
              key={`${productId}-${type}`}
              productId={productId}
              type={type}
              template={template.data}
            />
          )}
        </>
      )}
    </Stack>
  );
}
