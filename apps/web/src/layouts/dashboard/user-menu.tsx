import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { discardOutbox } from '../../api/save-outbox.js';
import { useQueuedSaves, useQueuedUploads } from '../../api/use-save-outbox.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { useTranslation } from '../../i18n/i18n.js';
import { SignOutPending } from './sign-out-pending.js';

export function UserMenu() {
  const { user, logout } = useAuthContext();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queued = [...useQueuedSaves(), ...useQueuedUploads()];
  const [asking, setAsking] = useState(false);
  const close = () => setAnchor(null);
  const name = user?.promoter
    ? `${user.promoter.name} ${user.promoter.last_name}`
    : (user?.displayName ?? '');

  // docs/product-spec.md §2: logout closes the menu and replaces the route with /; an error is only logged.
  const onLogout = async () => {
    close();
    await logout();
    navigate('/', { replace: true });
  };
  // Saves this device has not sent yet are lost with the session: asked first.
  const onLogoutAsked = () => {
    if (queued.length === 0) return void onLogout();
    close();
    setAsking(true);
  };
  const onDiscard = async () => {
    setAsking(false);
    if (user) await discardOutbox(user.id).catch(() => undefined);
    await onLogout();
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('topBar.account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <Avatar
          src={user?.photoURL ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            <bdi>{name}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            <bdi>{user?.email}</bdi>
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/');
          }}
        >
          {t('topBar.homeItem')}
        </MenuItem>
        <MenuItem onClick={onLogoutAsked} sx={{ color: 'error.main' }}>
          {t('topBar.logout')}
        </MenuItem>
      </Menu>
      {asking ? (
        <SignOutPending saves={queued} onStay={() => setAsking(false)} onDiscard={() => void onDiscard()} />
      ) : null}
    </>
  );
}
