import { type DeskSettings, defaultDeskSettings } from '@origina/domain/review';
import { audit } from '../../audit.js';
import type { Database, Executor } from '../../db/client.js';
import { deskSettings } from '../../db/schema.js';

// The credit desk's settings an admin sets (the queue's ageing thresholds), with their defaults
// until the first save.

export async function readDeskSettings(executor: Executor): Promise<DeskSettings> {
  const [row] = await executor.select().from(deskSettings);
  return row
    ? { ageing_amber_hours: row.ageingAmberHours, ageing_red_hours: row.ageingRedHours }
    : defaultDeskSettings;
}

/** Saves the thresholds (one row) and audits what they were and what they are; a save that
 * changes nothing writes nothing. */
export async function saveDeskSettings(
  db: Database,
  input: DeskSettings,
  actor: { id: string; ip: string },
): Promise<DeskSettings> {
  return db.transaction(async (tx) => {
    const before = await readDeskSettings(tx);
    if (
      before.ageing_amber_hours === input.ageing_amber_hours &&
      before.ageing_red_hours === input.ageing_red_hours
    )
      return before;
    const values = {
      ageingAmberHours: input.ageing_amber_hours,
      ageingRedHours: input.ageing_red_hours,
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    await tx
      .insert(deskSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: deskSettings.id, set: values });
    await audit(tx, {
      actorId: actor.id,
      action: 'desk_settings.update',
      entityType: 'desk_settings',
      ipAddress: actor.ip,
      details: {
        ageing_amber_hours: String(input.ageing_amber_hours),
        ageing_red_hours: String(input.ageing_red_hours),
        ageing_amber_hours_before: String(before.ageing_amber_hours),
        ageing_red_hours_before: String(before.ageing_red_hours),
      },
    });
    return input;
  });
}
