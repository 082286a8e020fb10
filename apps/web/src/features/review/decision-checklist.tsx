import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { ChecklistItem } from '@origina/domain/decision-record';
import { useTranslation } from '../../i18n/i18n.js';

/** An item's words in the reader's language. */
export const itemText = (item: Pick<ChecklistItem, 'es' | 'en'>, language: string) =>
  language === 'en' ? item.en : item.es;

/** The product's checklist, ticked by the reviewer before deciding; every decision sends what is
 * ticked, and the history keeps it. */
export function DecisionChecklist({
  items,
  ticked,
  onChange,
  disabled,
}: {
  items: readonly ChecklistItem[];
  ticked: readonly string[];
  onChange: (ticked: string[]) => void;
  disabled: boolean;
}) {
  const { t, language } = useTranslation();
  if (items.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('deskDecision.checklistEmpty')}
      </Typography>
    );
  return (
    <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="decision-checklist">
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary' }}>
        {t('deskDecision.checklistTitle')} ·{' '}
        {t('deskDecision.checklistCount', { ticked: String(ticked.length), count: String(items.length) })}
      </FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('deskDecision.checklistHint')}</FormHelperText>
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item.id}
            disabled={disabled}
            label={itemText(item, language)}
            control={
              <Checkbox
                size="small"
                checked={ticked.includes(item.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...ticked, item.id] : ticked.filter((id) => id !== item.id),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
