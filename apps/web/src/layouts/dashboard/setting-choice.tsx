import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Settings } from '../../settings/settings.js';
import { useSettings } from '../../settings/settings-context.js';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  adornment?: ReactNode;
}

// Each option is a tile with its own full border, laid out in a grid (a wrapped toggle-button group
// loses the borders it shares between neighbours). Underneath each tile is a native radio button,
// so the group reads as a radio group and answers the arrow keys like one.
const tileSx = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  minHeight: 40,
  px: 0.5,
  py: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.secondary',
  fontSize: 14,
  fontWeight: 500,
  lineHeight: 1.25,
  textAlign: 'center',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:has(input:checked)': {
    borderColor: 'primary.main',
    color: 'text.primary',
    bgcolor: 'action.selected',
  },
  '&:has(input:focus-visible)': {
    outline: 2,
    outlineStyle: 'solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;

const radioSx = { position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer' } as const;

export function SettingChoice<K extends keyof Settings>({
  label,
  setting,
  options,
  columns,
}: {
  label: string;
  setting: K;
  options: ChoiceOption<Settings[K] & string>[];
  columns: number;
}) {
  const { settings, update } = useSettings();
  const id = `setting-${String(setting)}`;
  return (
    <Box>
      <Typography id={id} variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={id}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}
      >
        {options.map((option) => (
          <Box component="label" key={option.value} sx={tileSx} data-testid="setting-option">
            <Box
              component="input"
              type="radio"
              name={id}
              value={option.value}
              checked={settings[setting] === option.value}
              onChange={() => update({ [setting]: option.value } as Partial<Settings>)}
              sx={radioSx}
            />
            {option.adornment}
            <bdi>{option.label}</bdi>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
