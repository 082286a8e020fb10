import Alert from '@mui/material/Alert';
import type { Application } from '@origina/domain/application-api';
import { type ApplicationStep, stepOfSection } from '@origina/domain/application-sections';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { applicationKey } from '../../api/applications.js';
import { dropSave, keepMine, type QueuedSave } from '../../api/save-outbox.js';
import { useAuthContext } from '../../auth/auth-context.js';
import { draftStorageKey } from '../../auth/drafts.js';
import { useTranslation } from '../../i18n/i18n.js';
import { QueuedConflict } from './queued-conflict.js';

/**
 * What the outbox says about this application on a step: a queued save the server refused comes
 * first (the conflict view, whatever step is open); else a step whose save waits for the network
 * says so above its form.
 */
export function QueuedStepState({
  application,
  step,
  queued,
  children,
}: {
  /** As the server holds it (the last reading). */
  application: Application;
  step: ApplicationStep;
  queued: readonly QueuedSave[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const userId = useAuthContext().user?.id;
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const mine = queued.filter((save) => save.applicationId === application.id);
  const conflict = mine.find((save) => save.state === 'conflict');
  const waiting = mine.some((save) => save.state === 'waiting' && stepOfSection(save.section) === step);

  // The server's version moved: read it, to show it beside this device's.
  const conflictKey = conflict?.key;
  useEffect(() => {
    if (conflictKey) void client.invalidateQueries({ queryKey: applicationKey(application.id) });
  }, [conflictKey, client, application.id]);

  if (conflict && userId) {
    const settle = (choice: Promise<void>) => {
      setBusy(true);
      void choice.finally(() => setBusy(false));
    };
    return (
      <QueuedConflict
        save={conflict}
        server={application}
        busy={busy || client.isFetching({ queryKey: applicationKey(application.id) }) > 0}
        onKeepMine={() => settle(keepMine(userId, conflict, application.version))}
        onTakeServer={() =>
          settle(
            dropSave(userId, conflict.key).then(() => {
              // The step's draft on this device was what the queued save held: gone with it.
              window.localStorage.removeItem(draftStorageKey(`${application.id}:${conflict.section}`));
            }),
          )
        }
      />
    );
  }
  return (
    <>
      {waiting ? (
        <Alert severity="info" role="status" data-testid="save-queued" sx={{ mb: 2 }}>
          {t('application.queued')}
        </Alert>
      ) : null}
      {children}
    </>
  );
}
