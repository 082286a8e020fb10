import { createTheme } from '@mui/material/styles';
import type { Settings } from '../settings/settings.js';
import { presetColors } from './presets.js';

// The settings are read before the first render and theme-init.js paints the page background
// before any script runs, so a plain theme per mode shows no flash; MUI's CSS-variable colour
// schemes (made for server rendering) would only add weight to the login page.
export function createAppTheme(
  settings: Pick<Settings, 'preset' | 'contrast'> & { mode: 'light' | 'dark' },
  direction: 'ltr' | 'rtl',
) {
  const dark = settings.mode === 'dark';
  const bold = settings.contrast === 'bold';
  const primary = presetColors[settings.preset][settings.mode];
  return createTheme({
    direction,
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: primary },
          background: { default: bold ? '#0B0F14' : '#141A21', paper: bold ? '#141A21' : '#1C252E' },
          text: { primary: '#FFFFFF', secondary: bold ? '#DFE3E8' : '#B5BEC7' },
          // MUI's dark red is under 4.5:1 on these papers; field errors must be readable.
          error: { main: '#FF8A80' },
          contrastThreshold: 4.5,
        }
      : {
          mode: 'light',
          primary: { main: primary },
          background: { default: bold ? '#F4F6F8' : '#FFFFFF', paper: '#FFFFFF' },
          text: { primary: bold ? '#0B0F14' : '#1C252E', secondary: bold ? '#2F3A45' : '#5A6773' },
          // MUI's orange is 3.8:1 on white: warnings (a hint under a field, an outlined chip) must
          // be readable (5:1), and filled ones then take white text.
          warning: { main: '#B45309' },
          contrastThreshold: 4.5,
        },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Public Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        // Without elevation a focused button showed only a faint ripple pulsing for ever: a keyboard
        // user gets an outline instead, and nothing keeps moving on a still screen.
        defaultProps: { disableElevation: true, disableFocusRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }),
        },
      },
    },
  });
}
