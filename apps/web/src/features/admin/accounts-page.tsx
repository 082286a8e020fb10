import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@origina/domain/administration';
import { roles } from '@origina/domain/roles';
import { useState } from 'react';
import { accountsPageSize, useAccounts } from '../../api/admin-accounts.js';
import { EmptyState } from '../../components/empty-state.js';
import { FormAlert } from '../../components/form-alert.js';
import { ListFilterSelect, ListPagination, ListSearchField } from '../../components/list-controls.js';
import type { ListSpec } from '../../components/list-params.js';
import { LoadingBlock } from '../../components/loading-block.js';
import { usePageTitle } from '../../components/page-title.js';
import { errorMessage } from '../../components/server-errors.js';
import { useListParams } from '../../components/use-list-params.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { AccountList } from './account-list.js';
import { EditAccountDialog } from './edit-account-dialog.js';
import { InviteDialog } from './invite-dialog.js';
import { ReassignDialog } from './reassign-dialog.js';

const listSpec: ListSpec<'role'> = { filters: { role: roles } };

// Administration: every account with its role and state; invite people, change roles, deactivate,
// set the promoter's ERP id, mobile and branch.
export function AccountsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.accounts'));
  const list = useListParams(listSpec);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [reassigning, setReassigning] = useState<{ account: ManagedUser; afterDeactivation: boolean } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const accounts = useAccounts({ search: list.search, role: list.filters.role, page: list.page });

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
        <ListSearchField list={list} label={t('admin.search')} sx={{ minWidth: 280, flex: 1 }} />
        <ListFilterSelect
          list={list}
          name="role"
          label={t('admin.role')}
          options={[
            { value: '', label: t('admin.allRoles') },
            ...roles.map((value) => ({ value, label: t(`admin.roles.${value}` as MessageKey) })),
          ]}
        />
      </Box>
      {accounts.isPending ? (
        <LoadingBlock label={t('app.loading')} />
      ) : accounts.isError ? (
        <FormAlert>{errorMessage(accounts.error, t)}</FormAlert>
      ) : accounts.data.count === 0 ? (
        <EmptyState icon={<ManageAccountsOutlined />} title={t('admin.empty')} body={t('admin.search')} />
      ) : (
        <AccountList
          accounts={accounts.data.results}
          onEdit={setEditing}
          onReassign={(account) => setReassigning({ account, afterDeactivation: false })}
        />
      )}
      <ListPagination list={list} count={accounts.data?.count} pageSize={accountsPageSize} />
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
        <EditAccountDialog
          account={editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setNotice(t('admin.saved'));
            // A promoter just deactivated: offer to move their applications at once.
            if (editing.role === 'promoter' && editing.active && !saved.active)
              setReassigning({ account: saved, afterDeactivation: true });
          }}
        />
      ) : null}
      {reassigning ? (
        <ReassignDialog
          account={reassigning.account}
          afterDeactivation={reassigning.afterDeactivation}
          onClose={() => setReassigning(null)}
          onDone={({ count, to }) => {
            setReassigning(null);
            setNotice(t('admin.reassign.done', { count, to }));
          }}
        />
      ) : null}
    </Stack>
  );
}
