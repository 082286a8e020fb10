import type { Application } from '@origina/domain/application-api';
import type { ApplicationData } from '@origina/domain/application-sections';
import type { QueuedSave } from './save-outbox.js';

/** The application as this device left it: what the server holds, with the saves still queued for
 * it laid over, in order (a step shows what was typed even before the server has it). */
export function withQueued(application: Application, saves: readonly QueuedSave[]): Application {
  const mine = saves.filter((save) => save.applicationId === application.id);
  if (mine.length === 0) return application;
  const data = { ...(application.data as ApplicationData) } as Record<string, unknown>;
  for (const save of mine)
    data[save.section] = { ...(data[save.section] as Record<string, unknown> | undefined), ...save.body };
  return { ...application, data: data as Application['data'] };
}
