import AccountBalance from '@mui/icons-material/AccountBalance';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Badge from '@mui/icons-material/Badge';
import CompareArrows from '@mui/icons-material/CompareArrows';
import ContentCopy from '@mui/icons-material/ContentCopy';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import Smartphone from '@mui/icons-material/Smartphone';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { DeskSignalCode } from '@origina/domain/desk-signals';
import type { ComponentType } from 'react';

// One picture per signal, beside its words (never instead of them).
export const signalIcons: Record<DeskSignalCode, ComponentType<SvgIconProps>> = {
  curp_open_elsewhere: ContentCopy,
  clabe_shared: AccountBalance,
  mobile_shared: Smartphone,
  email_shared: AlternateEmail,
  staff_contact: Badge,
  age_at_end: HourglassBottom,
  income_changed: CompareArrows,
};
