import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CatalogueResource } from '../../api/catalogue-admin.js';
import { usePageTitle } from '../../components/page-title.js';
import { useTranslation } from '../../i18n/i18n.js';
import { CatalogueTable } from './catalogue-table.js';

const tabs: CatalogueResource[] = ['branches', 'affiliates', 'products'];

// Administration of the lender's catalogue: branches, convenios and products, one tab each.
export function CataloguePage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogueAdmin.title'));
  const [resource, setResource] = useState<CatalogueResource>('branches');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('catalogueAdmin.title')}
      </Typography>
      <Tabs
        value={resource}
        onChange={(_, next: CatalogueResource) => setResource(next)}
        aria-label={t('catalogueAdmin.title')}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`catalogueAdmin.${name}`)}
            id={`tab-${name}`}
            aria-controls={`panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${resource}`} aria-labelledby={`tab-${resource}`}>
        <CatalogueTable key={resource} resource={resource} />
      </Box>
    </Stack>
  );
}
