import type {
  ApplicationScreening,
  ScreeningState,
  ScreeningSummary,
  StoredScreeningHit,
} from '@origina/domain/screening';
import { eq, inArray, sql } from 'drizzle-orm';
import { csvFile } from '../../csv-writer.js';
import type { Executor } from '../../db/client.js';
import { applicationScreenings, applications, users } from '../../db/schema.js';
import type { ApplicationRow } from '../applications/applications.js';
import { hitKey, screeningRecordOf } from './screening-state.js';

// What compliance reads: the applications a screening found on a list (pending, cleared or
// rejected), one application's screening beside the customer's data, and the CSV of every hit
// with what matched and who decided.

const filterState = { pending: 'hit', cleared: 'cleared', rejected: 'rejected' } as const;

type Record_ = Awaited<ReturnType<typeof screeningRecordOf>>;

// Every hit found across the screenings, once per entry (its strongest score).
const foundHits = (record: Record_) => {
  const found = new Map<string, StoredScreeningHit & { found_at: Date }>();
  for (const run of record.runs)
    for (const hit of run.hits) {
      const known = found.get(hitKey(hit));
      if (!known || known.score < hit.score)
        found.set(hitKey(hit), { ...hit, found_at: known?.found_at ?? run.screenedAt });
    }
  return [...found.values()].sort((a, b) => b.score - a.score);
};

async function withHits(db: Executor) {
  const ids = await db
    .selectDistinct({ id: applicationScreenings.applicationId })
    .from(applicationScreenings)
    .where(sql`jsonb_array_length(${applicationScreenings.hits}) > 0`);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(applications)
    .where(
      inArray(
        applications.id,
        ids.map((item) => item.id),
      ),
    );
  return Promise.all(rows.map(async (row) => ({ row, record: await screeningRecordOf(db, row.id) })));
}

export async function screeningList(
  db: Executor,
  status?: keyof typeof filterState,
): Promise<ScreeningSummary[]> {
  const all = await withHits(db);
  return all
    .filter(({ record }) => !status || record.state === filterState[status])
    .map(({ row, record }) => {
      const hits = foundHits(record);
      return {
        application_id: row.id,
        folio: row.folio,
        customer_name: row.customerName,
        state: record.state,
        risk_grade: record.latest!.riskGrade,
        hits: hits.length,
        best_score: hits[0]?.score ?? 0,
        screened_at: record.latest!.screenedAt.toISOString(),
      };
    })
    .sort((a, b) => b.screened_at.localeCompare(a.screened_at));
}

const personOf = (row: ApplicationRow) => {
  const general = ((row.data as { datos_generales?: Record<string, unknown> } | null)?.datos_generales ??
    {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { rfc: text(general.rfc), birth_date: text(general.birth_date) };
};

async function nameOf(db: Executor, userId: string) {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}` : '';
}

export async function applicationScreening(db: Executor, row: ApplicationRow): Promise<ApplicationScreening> {
  const record = await screeningRecordOf(db, row.id);
  const decision = record.decisions[0];
  const latest = record.latest;
  return {
    application: {
      id: row.id,
      folio: row.folio,
      status: row.status,
      customer_name: row.customerName,
      curp: row.curp || null,
      ...personOf(row),
    },
    state: record.state as ScreeningState,
    risk_grade: latest?.riskGrade ?? null,
    latest: latest
      ? {
          id: latest.id,
          stage: latest.stage,
          screened_at: latest.screenedAt.toISOString(),
          risk_grade: latest.riskGrade,
          risk_factors: latest.riskFactors,
          // Every hit found so far, not only this screening's: a pending one stays shown.
          hits: foundHits(record).map(({ found_at: _, ...hit }) => hit),
        }
      : null,
    decision: decision
      ? {
          decision: decision.decision,
          reason: decision.reason,
          decided_by: await nameOf(db, decision.decidedBy),
          decided_at: decision.decidedAt.toISOString(),
        }
      : null,
  };
}

/** Every hit, one line each: the application, the entry, what matched, the score, the grade, the
 * state and the decision (who and when). */
export async function screeningCsv(db: Executor) {
  const all = await withHits(db);
  const lines: string[][] = [];
  for (const { row, record } of all) {
    const names = new Map<string, string>();
    for (const decision of record.decisions)
      names.set(decision.decidedBy, await nameOf(db, decision.decidedBy));
    for (const hit of foundHits(record)) {
      // The decision that covers this entry (a clearing names its entries; a rejection all).
      const decision = record.decisions.find(
        (item) => item.decision === 'reject' || item.entries.includes(hitKey(hit)),
      );
      lines.push([
        row.folio,
        row.customerName,
        row.curp,
        hit.source,
        hit.reference,
        hit.entry_name,
        hit.matched,
        hit.matched_value,
        hit.score.toFixed(3),
        record.latest!.riskGrade,
        decision ? (decision.decision === 'clear' ? 'liberada' : 'rechazada') : 'pendiente',
        decision?.reason ?? '',
        decision ? (names.get(decision.decidedBy) ?? '') : '',
        decision?.decidedAt.toISOString() ?? '',
        hit.found_at.toISOString(),
      ]);
    }
  }
  lines.sort((a, b) => b[14]!.localeCompare(a[14]!));
  return csvFile([
    [
      'folio',
      'cliente',
      'curp',
      'lista',
      'referencia',
      'entrada',
      'coincide_por',
      'valor_coincidente',
      'puntaje',
      'riesgo',
      'estado',
      'motivo',
      'decidio',
      'fecha_decision',
      'fecha_deteccion',
    ],
    ...lines,
  ]);
}
