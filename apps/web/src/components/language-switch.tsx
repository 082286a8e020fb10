import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/i18n.js';
import { useSettings } from '../settings/settings-context.js';
import { useHydrated } from './use-hydrated.js';

// One click switches between Spanish and English; the choice is kept in the settings.
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const hydrated = useHydrated();
  const next = settings.language === 'es' ? 'en' : 'es';
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<TranslateIcon />}
      onClick={() => update({ language: next })}
      disabled={!hydrated}
      lang={next}
      aria-label={`${t('app.language')}: ${t(`app.languages.${next}`)}`}
    >
      {next.toUpperCase()}
    </Button>
  );
}
