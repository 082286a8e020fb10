import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { simulationsPageSize, useSimulations } from '../../api/simulations.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { errorMessage } from '../../components/server-errors.js';
import { formatCat, formatDateTime, formatMoney } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';

// The promoter's saved simulations on the simulator's own page, newest first, searchable.
export function SavedSimulations() {
  const { t, language } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim());
  const simulations = useSimulations(query, page);
  const pages = Math.ceil((simulations.data?.count ?? 0) / simulationsPageSize);

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
            <TextField
              size="small"
              type="search"
              label={t('simulator.searchSaved')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              sx={{ minWidth: { sm: 320 } }}
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
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
            />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
