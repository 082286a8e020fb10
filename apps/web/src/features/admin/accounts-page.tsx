import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@origina/domain/administration';
import { type Role, roles } from '@origina/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { accountsKey, inviteAccount, updateAccount, useAccounts } from '../../api/admin-accounts.js';
import { useBranches } from '../../api/branches.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage, firstFieldErrors } from '../../components/server-errors.js';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

const pageSize = 20;
type Errors = Record<string, string>;

// Administration: every account with its role and state; invite people, change roles, deactivate,
// set the promoter's ERP id, mobile and branch.
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

export function AccountsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.accounts'));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const accounts = useAccounts({ search: useDeferredValue(search), role, page });
  const pages = accounts.data ? Math.ceil(accounts.data.count / pageSize) : 0;

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {t('admin.accounts')}
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          {t('admin.invite')}
        </Button>
      </Stack>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('admin.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 280, flex: 1 }}
        />
        <TextField
          select
          label={t('admin.role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            setPage(1);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('admin.allRoles')}</option>
          {roles.map((value) => (
            <option key={value} value={value}>
              {t(`admin.roles.${value}` as MessageKey)}
            </option>
          ))}
        </TextField>
      </Box>
      {accounts.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : accounts.isError ? (
        <FormAlert>{errorMessage(accounts.error, t)}</FormAlert>
      ) : accounts.data.count === 0 ? (
        <EmptyState icon={<ManageAccountsOutlined />} title={t('admin.empty')} body={t('admin.search')} />
      ) : (
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
                {accounts.data.results.map((account) => (
                  <TableRow key={account.id} hover>
                    <TableCell>{`${account.first_name} ${account.last_name}`}</TableCell>
                    <TableCell>{account.email}</TableCell>
                    <TableCell>{t(`admin.roles.${account.role}` as MessageKey)}</TableCell>
                    <TableCell>{account.erp_id ?? '—'}</TableCell>
                    <TableCell>{account.branch?.name ?? '—'}</TableCell>
                    <TableCell>
                      <AccountStateChip account={account} />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setEditing(account)}
                        aria-label={`${t('admin.edit')}: ${account.first_name} ${account.last_name}`}
                      >
                        {t('admin.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="accounts-cards">
            {accounts.data.results.map((account) => (
              <Card key={account.id} variant="outlined">
                <CardContent>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'flex-start',
                      gap: 1,
                    }}
                  >
                    <Typography
                      sx={{ fontWeight: 600 }}
                    >{`${account.first_name} ${account.last_name}`}</Typography>
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
                  <Button
                    size="small"
                    onClick={() => setEditing(account)}
                    aria-label={`${t('admin.edit')}: ${account.first_name} ${account.last_name}`}
                    sx={{ mt: 1, px: 0 }}
                  >
                    {t('admin.edit')}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
      {inviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onDone={(email) => {
            setInviting(false);
            setNotice(t('admin.invited', { email }));
          }}
        />
      ) : null}
      {editing ? (
        <EditDialog
          account={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            setNotice(t('admin.saved'));
          }}
        />
      ) : null}
    </Stack>
  );
}

function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState({
    email: '',
    first_name: '',
    last_name: '',
    role: 'promoter' as Role,
    language: 'es' as 'es' | 'en',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    try {
      await inviteAccount(values);
      await client.invalidateQueries({ queryKey: accountsKey });
      onDone(values.email);
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFormError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('admin.inviteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextField
              label={t('admin.email')}
              type="email"
              required
              value={values.email}
              onChange={change('email')}
              error={Boolean(errors.email)}
              helperText={errors.email}
            />
            <TextField
              label={t('admin.firstName')}
              required
              value={values.first_name}
              onChange={change('first_name')}
              error={Boolean(errors.first_name)}
              helperText={errors.first_name}
            />
            <TextField
              label={t('admin.lastName')}
              required
              value={values.last_name}
              onChange={change('last_name')}
              error={Boolean(errors.last_name)}
              helperText={errors.last_name}
            />
            <TextField
              select
              label={t('admin.role')}
              value={values.role}
              onChange={change('role')}
              slotProps={{ select: { native: true } }}
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.roles.${value}` as MessageKey)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t('admin.language')}
              value={values.language}
              onChange={change('language')}
              slotProps={{ select: { native: true } }}
            >
              <option value="es">Español</option>
              <option value="en">English</option>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('admin.invite')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function EditDialog({
  account,
  onClose,
  onDone,
}: {
  account: ManagedUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const branches = useBranches();
  const [values, setValues] = useState({
    role: account.role,
    active: account.active,
    erp_id: account.erp_id ?? '',
    mobile_number: account.mobile_number ?? '',
    branch: account.branch?.id ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change =
    (field: 'role' | 'erp_id' | 'mobile_number' | 'branch') => (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    try {
      await updateAccount(account.id, {
        role: values.role,
        active: values.active,
        ...(values.erp_id && values.erp_id !== account.erp_id ? { erp_id: values.erp_id } : {}),
        mobile_number: values.mobile_number || null,
        branch: values.branch || null,
      });
      await client.invalidateQueries({ queryKey: accountsKey });
      onDone();
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFormError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const name = `${account.first_name} ${account.last_name}`;
  return (
    <Dialog open onClose={onClose}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('admin.editTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextField
              select
              label={t('admin.role')}
              value={values.role}
              onChange={change('role')}
              slotProps={{ select: { native: true } }}
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.roles.${value}` as MessageKey)}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('admin.erpId')}
              value={values.erp_id}
              onChange={change('erp_id')}
              error={Boolean(errors.erp_id)}
              helperText={errors.erp_id}
            />
            <TextField
              label={t('admin.mobile')}
              value={values.mobile_number}
              onChange={change('mobile_number')}
              error={Boolean(errors.mobile_number)}
              helperText={errors.mobile_number}
            />
            <TextField
              select
              label={t('admin.branch')}
              value={values.branch}
              onChange={change('branch')}
              error={Boolean(errors.branch)}
              helperText={errors.branch}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('admin.noBranch')}</option>
              {(branches.data ?? []).map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={!values.active}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, active: !event.target.checked }))
                  }
                />
              }
              label={t('admin.deactivate')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
