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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { appLanguages, useTranslation } from '../../i18n/i18n.js';
import { layouts, presets, type Settings } from '../../settings/settings.js';
import { useSettings } from '../../settings/settings-context.js';
import { presetColors } from '../../theme/presets.js';

export const settingsDrawerWidth = 280;

function Group<K extends keyof Settings>({
  label,
  setting,
  options,
}: {
  label: string;
  setting: K;
  options: { value: Settings[K] & string; label: string; adornment?: ReactNode }[];
}) {
  const { settings, update } = useSettings();
  const id = `setting-${String(setting)}`;
  return (
    <Box>
      <Typography id={id} variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby={id}
        value={settings[setting]}
        onChange={(_event, value: Settings[K] | null) => {
          if (value !== null) update({ [setting]: value } as Partial<Settings>);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ gap: 1 }}>
            {option.adornment}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

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
  const { settings, update, reset, changed, drawerOpen, setDrawerOpen } = useSettings();
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
        <Group
          label={t('app.language')}
          setting="language"
          options={appLanguages.map((language) => ({
            value: language,
            label: t(`app.languages.${language}`),
          }))}
        />
        <Group
          label={t('settings.mode')}
          setting="mode"
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
          ]}
        />
        <Group
          label={t('settings.contrast')}
          setting="contrast"
          options={[
            { value: 'default', label: t('settings.contrastDefault') },
            { value: 'bold', label: t('settings.contrastBold') },
          ]}
        />
        <Group
          label={t('settings.direction')}
          setting="direction"
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
        />
        <Group
          label={t('settings.layout')}
          setting="layout"
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
            {t('settings.stretchHint')}
          </Typography>
        </Box>
        <Group
          label={t('settings.presets')}
          setting="preset"
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
                  bgcolor: presetColors[preset][settings.mode],
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
