import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useAuthContext } from '../../auth/auth-context.js';
import { onceLoaded, useLater } from '../../components/later.js';
import { useTranslation } from '../../i18n/i18n.js';

// The menu itself (and the question asked when saves are still waiting) loads once the screen has
// drawn (issue 35); a tap before that opens it as soon as it arrives.
const popupCode = onceLoaded(() => import('./user-menu-popup.js'));

export const userName = (user: ReturnType<typeof useAuthContext>['user']) =>
  user?.promoter ? `${user.promoter.name} ${user.promoter.last_name}` : (user?.displayName ?? '');

export function UserMenu() {
  const { user } = useAuthContext();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popup = useLater(popupCode);

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
          {userName(user).charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {popup ? <popup.UserMenuPopup anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
