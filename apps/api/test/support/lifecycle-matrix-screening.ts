import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { applicationScreenings, screeningDecisions } from '../../src/db/schema.js';

// The lifecycle matrix's screening situations: a hit compliance has not decided, or one it cleared.

// The application's screenings as the situation has them: none, a hit, or a hit compliance cleared.
export async function screeningOf(
  db: Database,
  applicationId: string,
  screening: 'hit' | 'cleared' | undefined,
  complianceId: string,
) {
  await db.delete(screeningDecisions).where(eq(screeningDecisions.applicationId, applicationId));
  await db.delete(applicationScreenings).where(eq(applicationScreenings.applicationId, applicationId));
  if (!screening) return;
  const [run] = await db
    .insert(applicationScreenings)
    .values({
      id: crypto.randomUUID(),
      applicationId: applicationId,
      stage: 'submit',
      riskGrade: 'high',
      riskFactors: ['list_hit'],
      hits: [
        {
          source: 'uif',
          reference: 'UIF-EJEMPLO-0001',
          entry_name: 'Gabriela García Hernández',
          entry_aliases: [],
          entry_curp: null,
          entry_rfc: null,
          entry_details: null,
          matched: 'name',
          matched_value: 'Gabriela García Hernández',
          score: 1,
        },
      ],
    })
    .returning();
  if (screening === 'cleared')
    await db.insert(screeningDecisions).values({
      id: crypto.randomUUID(),
      applicationId: applicationId,
      screeningId: run!.id,
      decision: 'clear',
      entries: ['uif:UIF-EJEMPLO-0001'],
      reason: 'Homónimo.',
      decidedBy: complianceId,
    });
}
