import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { simulationsPageSize, useSimulations } from '../../api/simulations.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListPagination, ListSearchField } from '../../components/list-controls.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { formatCat, formatDateTime, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// The promoter's saved simulations on the simulator's own page, newest first, searchable.
export function SavedSimulations() {
  const { t, language } = useTranslation();
  const list = useListParams();
  const query = list.search;
  const simulations = useSimulations(query, list.page);

  return (
    <Card variant="outlined" component="section" aria-labelledby="saved-section">
      <CardContent>
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography id="saved-section" variant="h6" component="h2">
              {t('simulator.saved')}
            </Typography>
            <ListSearchField
              list={list}
              size="small"
              label={t('simulator.searchSaved')}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 320 } }}
            />
          </Box>
          {simulations.isPending ? (
            <LoadingBlock size={32} label={t('simulator.loading')} />
          ) : simulations.isError ? (
            <FormAlert>{errorMessage(simulations.error, t)}</FormAlert>
          ) : simulations.data.count === 0 && query ? (
            <EmptyState
              icon={<BookmarkBorderOutlined />}
              title={t('simulator.savedNoMatchTitle')}
              body={t('simulator.savedNoMatchBody', { search: query })}
            />
          ) : simulations.data.count === 0 ? (
            <EmptyState
              icon={<BookmarkBorderOutlined />}
              title={t('simulator.savedEmptyTitle')}
              body={t('simulator.savedEmptyBody')}
            />
          ) : (
            <List
              disablePadding
              data-testid="saved-simulations"
              sx={{ opacity: simulations.isPlaceholderData ? 0.6 : 1 }}
            >
              {simulations.data.results.map((simulation) => (
                <ListItem key={simulation.id} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={`${paths.dashboard.simulator}/${simulation.id}`}
                    divider
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr auto', md: '2fr 1fr 1fr 1fr' },
                      gap: 1,
                    }}
                  >
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{simulation.product.name}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {simulation.affiliate?.name ?? '—'} ·{' '}
                        {formatDateTime(simulation.created_at, language)}
                      </Typography>
                    </Box>
                    <Typography sx={{ textAlign: 'right' }}>
                      {formatMoney(simulation.amount)}
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {simulation.term} × {formatMoney(simulation.payment)}
                      </Typography>
                    </Typography>
                    <Typography sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right' }}>
                      {t('simulator.cat')} {formatCat(simulation.cat, language)}
                    </Typography>
                    <Typography
                      sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', color: 'primary.main' }}
                    >
                      {t('simulator.open')}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          <ListPagination list={list} count={simulations.data?.count} pageSize={simulationsPageSize} />
        </Stack>
      </CardContent>
    </Card>
  );
}
