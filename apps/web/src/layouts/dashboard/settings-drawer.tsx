import Close from '@mui/icons-material/Close';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { appLanguages, useTranslation } from '../../i18n/i18n.js';
import { layouts, modes, presets } from '../../settings/settings.js';
import { useSettings } from '../../settings/settings-context.js';
import { differsFromDefaults, resetSettings } from '../../settings/settings-reset.js';
import { presetColors } from '../../theme/presets.js';
import { SettingChoice } from './setting-choice.js';

const settingsDrawerWidth = 280;

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  };
  return { fullscreen, toggle };
}

export function SettingsDrawer() {
  const { t } = useTranslation();
  const { settings, mode, update, drawerOpen, setDrawerOpen } = useSettings();
  const changed = differsFromDefaults(settings);
  const reset = () => update(resetSettings(settings));
  const { fullscreen, toggle } = useFullscreen();
  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      slotProps={{
        paper: { sx: { width: settingsDrawerWidth }, role: 'dialog', 'aria-labelledby': 'settings-title' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 0.5 }}>
        <Typography id="settings-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip
          slotProps={{ popper: { disablePortal: true } }}
          title={fullscreen ? t('settings.exitFullscreen') : t('settings.fullscreen')}
        >
          <IconButton
            onClick={toggle}
            aria-label={fullscreen ? t('settings.exitFullscreen') : t('settings.fullscreen')}
          >
            {fullscreen ? <FullscreenExit /> : <Fullscreen />}
          </IconButton>
        </Tooltip>
        <Tooltip
          slotProps={{ popper: { disablePortal: true } }}
          title={changed ? t('settings.changed') : t('settings.reset')}
        >
          <IconButton
            onClick={reset}
            aria-label={changed ? `${t('settings.reset')}. ${t('settings.changed')}` : t('settings.reset')}
          >
            <Badge color="error" variant="dot" invisible={!changed} data-testid="settings-changed-marker">
              <RestartAlt />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('app.close')}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={2.5} sx={{ px: 2, pb: 3 }}>
        <SettingChoice
          label={t('app.language')}
          setting="language"
          columns={2}
          options={appLanguages.map((language) => ({
            value: language,
            label: t(`app.languages.${language}`),
          }))}
        />
        <SettingChoice
          label={t('settings.mode')}
          setting="mode"
          columns={3}
          options={modes.map((value) => ({ value, label: t(`settings.${value}`) }))}
        />
        <SettingChoice
          label={t('settings.contrast')}
          setting="contrast"
          columns={2}
          options={[
            { value: 'default', label: t('settings.contrastDefault') },
            { value: 'bold', label: t('settings.contrastBold') },
          ]}
        />
        <SettingChoice
          label={t('settings.direction')}
          setting="direction"
          columns={1}
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
        />
        <SettingChoice
          label={t('settings.layout')}
          setting="layout"
          columns={3}
          options={layouts.map((layout) => ({ value: layout, label: t(`settings.${layout}`) }))}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={settings.stretch}
                onChange={(event) => update({ stretch: event.target.checked })}
              />
            }
            label={t('settings.stretch')}
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            <bdi>{t('settings.stretchHint')}</bdi>
          </Typography>
        </Box>
        <SettingChoice
          label={t('settings.presets')}
          setting="preset"
          columns={2}
          options={presets.map((preset) => ({
            value: preset,
            label: t(`settings.preset.${preset}`),
            adornment: (
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: presetColors[preset][mode],
                }}
              />
            ),
          }))}
        />
        <Button variant="outlined" startIcon={<RestartAlt />} onClick={reset} disabled={!changed}>
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
