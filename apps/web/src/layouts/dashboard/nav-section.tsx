import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { onceLoaded, useLater } from '../../components/later.js';
import { useTranslation } from '../../i18n/i18n.js';
import { isActive, type NavItem } from './nav-rules.js';

export type NavVariant = 'vertical' | 'mini' | 'horizontal';

// docs/product-spec.md §9: item heights per layout.
const itemHeight: Record<NavVariant, number> = { vertical: 44, mini: 56, horizontal: 32 };

interface ItemProps {
  item: NavItem;
  variant: NavVariant;
  depth: number;
  onAction: (action: NonNullable<NavItem['action']>) => void;
}

function ItemContent({
  item,
  variant,
  trailing,
}: {
  item: NavItem;
  variant: NavVariant;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation();
  const mini = variant === 'mini';
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-flex', '& svg': { fontSize: mini ? 22 : 20 } }}
      >
        {item.icon}
      </Box>
      <Box
        component="span"
        sx={{
          flex: mini ? 'none' : 1,
          minWidth: 0,
          textAlign: mini ? 'center' : 'start',
          fontSize: mini ? 11 : 14,
          lineHeight: 1.2,
        }}
      >
        <bdi>{t(item.title)}</bdi>
        {item.caption && variant === 'vertical' ? (
          <Box component="bdi" sx={{ display: 'block', fontSize: 11, color: 'text.secondary' }}>
            {t(item.caption)}
          </Box>
        ) : null}
      </Box>
      {item.info}
      {trailing}
    </>
  );
}

function itemSx(variant: NavVariant, active: boolean, depth: number) {
  const mini = variant === 'mini';
  return {
    width: mini ? '100%' : variant === 'horizontal' ? 'auto' : '100%',
    minHeight: itemHeight[variant],
    px: mini ? 0.5 : 1.5,
    // Room above and below, so a label on two lines keeps clear of the next item's icon.
    py: mini ? 1 : undefined,
    paddingInlineStart: variant === 'vertical' ? 1.5 + depth * 2 : undefined,
    gap: mini ? 0.5 : 1.5,
    display: 'flex',
    flexDirection: mini ? ('column' as const) : ('row' as const),
    justifyContent: mini ? 'center' : 'flex-start',
    borderRadius: 1,
    color: active ? 'primary.main' : 'text.secondary',
    bgcolor: active ? 'action.selected' : 'transparent',
    fontWeight: active ? 600 : 500,
    '&:hover': { bgcolor: 'action.hover' },
    '&.Mui-disabled': { opacity: 0.55 },
    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  };
}

function NavLeaf({ item, variant, depth, onAction }: ItemProps) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const sx = itemSx(variant, active, depth);
  if (item.action) {
    const action = item.action;
    return (
      <ButtonBase sx={sx} onClick={() => onAction(action)}>
        <ItemContent item={item} variant={variant} />
      </ButtonBase>
    );
  }
  if (item.disabled) {
    return (
      <ButtonBase sx={sx} disabled aria-disabled>
        <ItemContent item={item} variant={variant} />
      </ButtonBase>
    );
  }
  const external = item.path.includes('http');
  return (
    <ButtonBase
      component={external ? 'a' : Link}
      {...(external ? { href: item.path, target: '_blank', rel: 'noopener noreferrer' } : { to: item.path })}
      aria-current={active ? 'page' : undefined}
      sx={sx}
    >
      <ItemContent item={item} variant={variant} />
    </ButtonBase>
  );
}

// The floating sub-menu's positioning (Popper.js) loads once the frame has drawn (issue 35).
const popperCode = onceLoaded(() => import('@mui/material/Popper'));

// docs/product-spec.md §2: sub-menus expand on click in the vertical layout and open on hover in mini and
// horizontal; they close on route change.
function NavGroup({ item, variant, depth, onAction }: ItemProps) {
  const popper = useLater(popperCode);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const active = item.children?.some((child) => isActive(child, pathname)) ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  const children = (item.children ?? []).map((child) => (
    <NavItemView
      key={child.title}
      item={child}
      variant={variant === 'vertical' ? 'vertical' : 'horizontal'}
      depth={depth + 1}
      onAction={onAction}
    />
  ));
  if (variant === 'vertical') {
    return (
      <>
        <ButtonBase
          sx={itemSx(variant, active, depth)}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={menuId}
        >
          <ItemContent item={item} variant={variant} trailing={open ? <ExpandLess /> : <ExpandMore />} />
        </ButtonBase>
        <Collapse in={open} id={menuId}>
          {children}
        </Collapse>
      </>
    );
  }
  return (
    <Box onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <ButtonBase
        ref={anchor}
        sx={itemSx(variant, active, depth)}
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
      >
        <ItemContent item={item} variant={variant} trailing={<ExpandMore fontSize="small" />} />
      </ButtonBase>
      {popper ? (
        <popper.default
          open={open}
          anchorEl={anchor.current}
          placement={variant === 'mini' ? 'right-start' : 'bottom-start'}
          sx={{ zIndex: 1300 }}
        >
          <Paper id={menuId} elevation={8} sx={{ p: 0.5, minWidth: 200 }}>
            {children}
          </Paper>
        </popper.default>
      ) : null}
    </Box>
  );
}

function NavItemView(props: ItemProps) {
  return props.item.children?.length ? <NavGroup {...props} /> : <NavLeaf {...props} />;
}

export function NavSection({
  items,
  variant,
  onAction,
}: {
  items: NavItem[];
  variant: NavVariant;
  onAction: ItemProps['onAction'];
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainNavigation')}
      sx={{
        display: 'flex',
        flexDirection: variant === 'horizontal' ? 'row' : 'column',
        flexWrap: variant === 'horizontal' ? 'wrap' : 'nowrap',
        gap: 0.5,
        p: variant === 'mini' ? 0.5 : 1.5,
      }}
    >
      {items.map((item) => (
        <NavItemView key={item.title} item={item} variant={variant} depth={0} onAction={onAction} />
      ))}
    </Box>
  );
}
