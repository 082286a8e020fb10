import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { builtinChatState, chatWidget, closeBuiltinChat, subscribeBuiltinChat } from './chat-widget.js';

const HelpPanel = lazy(async () => ({ default: (await import('./help-panel.js')).HelpPanel }));

// Where the built-in help chat shows: its launcher (when the layout asked for one) and, once opened,
// the panel, whose code is fetched then. With Intercom, Intercom draws both itself.
export function HelpHost() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeBuiltinChat, builtinChatState, builtinChatState);
  if (!state.booted) return null;
  return (
    <>
      {state.launcher && !state.open ? (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<HelpOutline />}
          onClick={() => chatWidget().show()}
          sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1100, borderRadius: 6, boxShadow: 6 }}
        >
          {t('support.launcher')}
        </Button>
      ) : null}
      {state.open ? (
        <Suspense fallback={null}>
          <HelpPanel open onClose={closeBuiltinChat} />
        </Suspense>
      ) : null}
    </>
  );
}
