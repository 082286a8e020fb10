import CheckCircle from '@mui/icons-material/CheckCircle';
import ExpandLess from '@mui/icons-material/ExpandLess';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Application } from '@origina/domain/application-api';
import { type ApplicationStep, applicationSteps } from '@origina/domain/application-sections';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { IdentityStepState } from './identity-step-state.js';
import { stepPath } from './step-path.js';
import { type StepState, stepEntries } from './step-states.js';

const stateIcon: Record<StepState, ReactNode> = {
  done: <CheckCircle color="success" />,
  toFix: <WarningAmber color="warning" />,
  pending: <RadioButtonUnchecked color="disabled" />,
};

/** On a phone, "Paso 6 de 13" opens a bottom sheet with every step, its state (the identity
 * check's live one too) and, for the steps the desktop stepper would open, a way there. */
export function StepSheet({ application, step }: { application?: Application; step: ApplicationStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const active = applicationSteps.indexOf(step);
  const entries = stepEntries(application, step);
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <ButtonBase
        onClick={() => setOpen(true)}
        disabled={!application}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="step-sheet-open"
        sx={{
          width: '100%',
          display: 'block',
          textAlign: 'left',
          borderRadius: 1,
          p: 1,
          mx: -1,
          boxSizing: 'content-box',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" component="span" sx={{ flex: 1 }}>
            {t('application.stepOf', { current: active + 1, total: applicationSteps.length })}:{' '}
            <strong>{t(`application.steps.${step}` as MessageKey)}</strong>
          </Typography>
          {application ? (
            <Typography
              variant="body2"
              component="span"
              sx={{ color: 'primary.main', display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}
            >
              {t('application.stepSheet.open')}
              <ExpandLess fontSize="small" aria-hidden />
            </Typography>
          ) : null}
        </Box>
        <LinearProgress
          variant="determinate"
          value={((active + 1) / applicationSteps.length) * 100}
          sx={{ mt: 1 }}
          aria-hidden
        />
      </ButtonBase>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          } as object,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t('application.stepSheet.title')}
        </Typography>
        <List dense sx={{ pb: 2, overflowY: 'auto' }} data-testid="step-sheet">
          {entries.map((entry, index) => {
            const current = index === active;
            const stateText = t(`application.stepSheet.${entry.state}`);
            return (
              <ListItem key={entry.name} disablePadding>
                <ListItemButton
                  disabled={!entry.openable}
                  selected={current}
                  aria-current={current ? 'step' : undefined}
                  onClick={() => {
                    setOpen(false);
                    if (application && !current) navigate(stepPath(application.id, entry.name));
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{stateIcon[entry.state]}</ListItemIcon>
                  <ListItemText
                    primary={`${index + 1}. ${t(`application.steps.${entry.name}` as MessageKey)}`}
                    secondary={
                      <>
                        <span data-testid={`step-state-${entry.name}`}>
                          {current ? `${t('application.stepSheet.current')} · ` : ''}
                          {stateText}
                        </span>
                        {entry.name === 'biometria' && application && entry.state !== 'done' ? (
                          <>
                            {' · '}
                            <IdentityStepState applicationId={application.id} />
                          </>
                        ) : null}
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Drawer>
    </Box>
  );
}
