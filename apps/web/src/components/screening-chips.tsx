import Chip from '@mui/material/Chip';
import type { RiskGrade } from '@origina/domain/risk-grade';
import type { ScreeningState } from '@origina/domain/screening';
import { type MessageKey, useTranslation } from '../i18n/i18n.js';

// The anti-money-laundering risk grade and a screening's state, as compliance's screens and the
// desk's review screen show them (the words are in the compliance catalogue part).

const gradeColors = { low: 'success', medium: 'warning', high: 'error' } as const;
const stateColors = { clear: 'success', hit: 'warning', cleared: 'info', rejected: 'error' } as const;

export function RiskGradeChip({ grade }: { grade: RiskGrade }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={gradeColors[grade]}
      label={t('compliance.gradeLabel', { grade: t(`compliance.grades.${grade}` as MessageKey) })}
    />
  );
}

export function ScreeningStateChip({ state }: { state: ScreeningState }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={stateColors[state]} label={t(`compliance.states.${state}` as MessageKey)} />
  );
}
