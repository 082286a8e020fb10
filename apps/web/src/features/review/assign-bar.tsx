import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAssignApplications } from '../../api/review-assignments.js';
import { errorMessage } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

/** An admin's "Asignar a…" for the rows picked in the queue: a reviewer (or admin) and the button;
 * what happened is said in words. */
export function AssignBar({
  selected,
  reviewers,
  onDone,
}: {
  selected: readonly string[];
  reviewers: readonly { id: string; name: string; role: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reviewer, setReviewer] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const assign = useAssignApplications();
  const submit = () =>
    assign.mutate(
      { applications: [...selected], reviewer },
      {
        onSuccess: (result) => {
          setDone(t('deskQueue.assigned', { count: result.assigned.length, name: result.reviewer.name }));
          onDone();
        },
      },
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {selected.length > 0 ? (
        <Box
          data-testid="assign-bar"
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {t('deskQueue.selected', { count: selected.length })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('deskQueue.assignTo')}
            value={reviewer}
            onChange={(event) => setReviewer(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220, flex: '1 1 220px' }}
          >
            <option value="" disabled>
              {t('deskQueue.assignTo')}
            </option>
            {reviewers.map((person) => (
              <option key={person.id} value={person.id}>
                {`${person.name} (${t(`admin.roles.${person.role}` as MessageKey)})`}
              </option>
            ))}
          </TextField>
          <Button variant="contained" disabled={!reviewer} loading={assign.isPending} onClick={submit}>
            {t('deskQueue.assign')}
          </Button>
          <Button onClick={onDone}>{t('deskQueue.clearSelection')}</Button>
        </Box>
      ) : null}
      {assign.isError ? <Alert severity="error">{errorMessage(assign.error, t)}</Alert> : null}
      {done && !assign.isError ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : null}
    </Box>
  );
}
