import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
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
import { userName } from './user-menu.js';

/** The account menu opened from the top bar's avatar: who is signed in, home, and signing out. */
export function UserMenuPopup({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { user, logout } = useAuthContext();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queued = [...useQueuedSaves(), ...useQueuedUploads()];
  const [asking, setAsking] = useState(false);
  const name = userName(user);

  // docs/product-spec.md §2: logout closes the menu and replaces the route with /; an error is only logged.
  const onLogout = async () => {
    onClose();
    await logout();
    navigate('/', { replace: true });
  };
  // Saves this device has not sent yet are lost with the session: asked first.
  const onLogoutAsked = () => {
    if (queued.length === 0) return void onLogout();
    onClose();
    setAsking(true);
  };
  const onDiscard = async () => {
    setAsking(false);
    if (user) await discardOutbox(user.id).catch(() => undefined);
    await onLogout();
  };

  return (
    <>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
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
            onClose();
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
