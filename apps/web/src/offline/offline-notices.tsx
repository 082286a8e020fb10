import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { isOffline, subscribeToNetwork } from './network-status.js';
import {
  canUseServiceWorker,
  startServiceWorker,
  subscribeToUpdates,
  waitingUpdate,
} from './service-worker.js';

const httpsNoticeKey = 'httpsNoticeDismissed';

const readDismissed = () => {
  try {
    return window.localStorage.getItem(httpsNoticeKey) === '1';
  } catch {
    return false;
  }
};

/** The dashboard's word on the network: offline (a polite live region, so a screen reader hears
 * it without losing its place), a new version waiting, and, where no service worker is possible
 * (plain HTTP at a network address), once, that offline capture needs HTTPS. */
export function OfflineNotices() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeToNetwork, isOffline, () => false);
  const update = useSyncExternalStore(subscribeToUpdates, waitingUpdate, () => null);
  const [httpsNotice, setHttpsNotice] = useState(() => !canUseServiceWorker() && !readDismissed());

  useEffect(startServiceWorker, []);

  const dismissHttpsNotice = () => {
    setHttpsNotice(false);
    try {
      window.localStorage.setItem(httpsNoticeKey, '1');
    } catch {
      // Storage refused (private mode): the notice comes back next time, nothing else is lost.
    }
  };

  return (
    // Each notice keeps its own space below it: with none shown, the screen starts where it did.
    <Box sx={{ '& .MuiAlert-root': { mb: 2 }, '@media print': { display: 'none' } }}>
      <Announced testId="offline-banner-region">
        {offline ? (
          <Alert severity="warning" role="none" data-testid="offline-banner">
            {t('offline.banner')}
          </Alert>
        ) : null}
      </Announced>
      <Announced testId="update-waiting-region">
        {update ? (
          <Alert
            severity="info"
            role="none"
            data-testid="update-waiting"
            action={
              <Button color="inherit" size="small" onClick={update}>
                {t('offline.update')}
              </Button>
            }
          >
            {t('offline.updateWaiting')}
          </Alert>
        ) : null}
      </Announced>
      {httpsNotice ? (
        <Alert severity="info" role="none" data-testid="https-notice" onClose={dismissHttpsNotice}>
          {t('offline.needsHttps')}
        </Alert>
      ) : null}
    </Box>
  );
}

// Always in the page, so that a notice appearing in it is announced (a live region added with its
// content is not).
function Announced({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box role="status" data-testid={testId} sx={{ '&:empty': { display: 'none' } }}>
      {children}
    </Box>
  );
}
