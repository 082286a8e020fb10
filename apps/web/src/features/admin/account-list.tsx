import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@origina/domain/administration';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

function AccountStateChip({ account }: { account: ManagedUser }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={account.invitation_pending ? 'warning' : account.active ? 'success' : 'default'}
      label={t(
        account.invitation_pending
          ? 'admin.invitationPending'
          : account.active
            ? 'admin.active'
            : 'admin.inactive',
      )}
    />
  );
}

const fullName = (account: ManagedUser) => `${account.first_name} ${account.last_name}`;

// One page of accounts: a table on wide screens, cards on a phone.
export function AccountList({
  accounts,
  onEdit,
  onReassign,
}: {
  accounts: readonly ManagedUser[];
  onEdit: (account: ManagedUser) => void;
  onReassign: (account: ManagedUser) => void;
}) {
  const { t } = useTranslation();
  // A promoter's applications can move to another promoter (one who leaves, or is overloaded).
  const reassignButton = (account: ManagedUser, sx?: object) =>
    account.role === 'promoter' ? (
      <Button
        size="small"
        onClick={() => onReassign(account)}
        aria-label={`${t('admin.reassignAction')}: ${fullName(account)}`}
        sx={sx}
      >
        {t('admin.reassignAction')}
      </Button>
    ) : null;
  const editButton = (account: ManagedUser, sx?: object) => (
    <Button
      size="small"
      onClick={() => onEdit(account)}
      aria-label={`${t('admin.edit')}: ${fullName(account)}`}
      sx={sx}
    >
      {t('admin.edit')}
    </Button>
  );
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table data-testid="accounts">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.name')}</TableCell>
              <TableCell>{t('admin.email')}</TableCell>
              <TableCell>{t('admin.role')}</TableCell>
              <TableCell>{t('admin.erpId')}</TableCell>
              <TableCell>{t('admin.branch')}</TableCell>
              <TableCell>{t('admin.state')}</TableCell>
              <TableCell>
                <VisuallyHidden>{t('admin.edit')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => (
              <TableRow key={account.id} hover>
                <TableCell>{fullName(account)}</TableCell>
                <TableCell>{account.email}</TableCell>
                <TableCell>{t(`admin.roles.${account.role}` as MessageKey)}</TableCell>
                <TableCell>{account.erp_id ?? '—'}</TableCell>
                <TableCell>{account.branch?.name ?? '—'}</TableCell>
                <TableCell>
                  <AccountStateChip account={account} />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {editButton(account)}
                    {reassignButton(account)}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="accounts-cards">
        {accounts.map((account) => (
          <Card key={account.id} variant="outlined">
            <CardContent>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{fullName(account)}</Typography>
                <AccountStateChip account={account} />
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {account.email}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t(`admin.roles.${account.role}` as MessageKey)}
                {account.erp_id ? ` · ${account.erp_id}` : ''}
                {account.branch ? ` · ${account.branch.name}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                {editButton(account, { px: 0 })}
                {reassignButton(account, { px: 0 })}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
