import type { Application } from '@origina/domain/application-api';
import type { ApplicationSection } from '@origina/domain/application-sections';
import { ApiRequestError } from '../../api/api-error.js';
import { useSaveApplication } from '../../api/applications.js';
import { newIdempotencyKey } from '../../api/idempotency-key.js';
import { type QueuedSave, queueSave } from '../../api/save-outbox.js';
import { useAuthContext } from '../../auth/auth-context.js';

interface Outcome {
  saved: (application: Application) => void;
  /** Queued on this device, to be sent when the network returns: the flow goes on. */
  queued: () => void;
  refused: (error: unknown) => void;
}

/**
 * A step's save: sent at once when the network is there and nothing of this application waits
 * before it; otherwise (offline, the network failed, earlier saves still queued) kept in the
 * outbox and sent in order when the network returns (issue 35), so the promoter goes on.
 */
export function useStepSave(application: Application, pending: readonly QueuedSave[]) {
  const userId = useAuthContext().user?.id;
  const save = useSaveApplication(application.id);
  const waiting = pending.some((queued) => queued.applicationId === application.id);

  const run = (section: ApplicationSection, values: unknown, outcome: Outcome) => {
    const entry: QueuedSave = {
      key: newIdempotencyKey(),
      applicationId: application.id,
      folio: application.folio,
      section,
      body: values as Record<string, unknown>,
      version: application.version,
      at: new Date().toISOString(),
      state: 'waiting',
    };
    const queue = () =>
      userId
        ? queueSave(userId, entry).then(outcome.queued, outcome.refused)
        : outcome.refused(new ApiRequestError(0, 'network', ''));
    if (!navigator.onLine || waiting) return void queue();
    save.mutate(
      { version: entry.version, sections: { [section]: entry.body }, idempotencyKey: entry.key },
      {
        onSuccess: outcome.saved,
        onError: (error) =>
          error instanceof ApiRequestError && error.status === 0 ? void queue() : outcome.refused(error),
      },
    );
  };
  return { run, saving: save.isPending && !save.isPaused };
}
