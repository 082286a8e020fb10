import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.js';

// The inbox's unread count beside its menu entry or on its tab (read out as "N sin leer").
export function UnreadBadge({ count, children }: { count: number; children?: ReactNode }) {
  const { t } = useTranslation();
  if (count === 0) return <>{children}</>;
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      aria-label={t('nav.unread', { count })}
      slotProps={{ badge: { 'aria-hidden': true } as object }}
      sx={children ? undefined : { mx: 1.5 }}
      data-testid="unread-badge"
    >
      {children}
    </Badge>
  );
}
