import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { catalogImports, postalSettlements } from '../../db/schema.js';
import { parseCsv } from './csv.js';

export type PostalSettlement = typeof postalSettlements.$inferInsert;

// The catalogue ships with the product (see apps/api/data/sepomex/SOURCE.md for its origin and
// licence): nothing outside the repository is needed to run.
export const bundledPostalCatalog = fileURLToPath(
  new URL('../../../data/sepomex/codigos-postales.csv.gz', import.meta.url),
);
export const postalCatalogName = 'sepomex';
const batchSize = 20_000;

export class CatalogFileError extends Error {}

function settlementFrom(values: Record<string, string | undefined>, line: number): PostalSettlement {
  const zip = values.zip?.trim() ?? '';
  if (!/^\d{5}$/.test(zip)) throw new CatalogFileError(`line ${line}: postal code "${zip}" is not 5 digits`);
  const required = [
    'settlement',
    'settlementType',
    'municipality',
    'state',
    'zone',
    'stateCode',
    'municipalityCode',
    'settlementId',
  ];
  for (const key of required) {
    if (!values[key]?.trim()) throw new CatalogFileError(`line ${line}: ${key} is empty`);
  }
  return {
    zip,
    settlement: values.settlement!.trim(),
    settlementType: values.settlementType!.trim(),
    municipality: values.municipality!.trim(),
    state: values.state!.trim(),
    city: values.city?.trim() ? values.city.trim() : null,
    zone: values.zone!.trim(),
    stateCode: values.stateCode!.trim().padStart(2, '0'),
    municipalityCode: values.municipalityCode!.trim().padStart(3, '0'),
    settlementId: values.settlementId!.trim().padStart(4, '0'),
  };
}

// Our CSV (the one shipped, described in SOURCE.md).
export function parseSepomexCsv(text: string): PostalSettlement[] {
  const [header, ...rows] = parseCsv(text).filter((row) => row.length > 1 || row[0] !== '');
  const expected =
    'zip,settlement,settlement_type,municipality,state,city,zone,state_code,municipality_code,settlement_id';
  if (header?.join(',') !== expected) throw new CatalogFileError(`line 1: expected the header ${expected}`);
  return rows.map((row, index) =>
    settlementFrom(
      {
        zip: row[0],
        settlement: row[1],
        settlementType: row[2],
        municipality: row[3],
        state: row[4],
        city: row[5],
        zone: row[6],
        stateCode: row[7],
        municipalityCode: row[8],
        settlementId: row[9],
      },
      index + 2,
    ),
  );
}

// The official download as Correos de México publishes it (CPdescarga.txt): ISO-8859-1,
// pipe-separated, a notice line, then the header line with SEPOMEX's own field names.
export function parseCorreosDownload(bytes: Buffer): PostalSettlement[] {
  const lines = bytes.toString('latin1').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.startsWith('d_codigo|'));
  if (headerIndex === -1) throw new CatalogFileError('no header line starting with d_codigo| was found');
  const names = lines[headerIndex]!.split('|');
  const column = (name: string) => {
    const index = names.indexOf(name);
    if (index === -1) throw new CatalogFileError(`line ${headerIndex + 1}: the column ${name} is missing`);
    return index;
  };
  const at = {
    zip: column('d_codigo'),
    settlement: column('d_asenta'),
    settlementType: column('d_tipo_asenta'),
    municipality: column('D_mnpio'),
    state: column('d_estado'),
    city: column('d_ciudad'),
    zone: column('d_zona'),
    stateCode: column('c_estado'),
    municipalityCode: column('c_mnpio'),
    settlementId: column('id_asenta_cpcons'),
  };
  const settlements: PostalSettlement[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || line.trim() === '') return;
    const cells = line.split('|').map((cell) => cell.replace(/\s+/g, ' '));
    const pick = (key: keyof typeof at) => cells[at[key]];
    settlements.push(
      settlementFrom(
        Object.fromEntries(Object.keys(at).map((key) => [key, pick(key as keyof typeof at)])),
        index + 1,
      ),
    );
  });
  return settlements;
}

export function readPostalCatalogFile(path: string) {
  const raw = readFileSync(path);
  const sha256 = createHash('sha256').update(raw).digest('hex');
  if (path.endsWith('.gz')) return { sha256, settlements: parseSepomexCsv(gunzipSync(raw).toString('utf8')) };
  if (path.endsWith('.csv')) return { sha256, settlements: parseSepomexCsv(raw.toString('utf8')) };
  return { sha256, settlements: parseCorreosDownload(raw) };
}

// One array per column, unnested by the database: ten parameters per batch rather than ten per
// row, which loads the 155,000 settlements several times faster than a VALUES list.
function insertSettlements(rows: PostalSettlement[]) {
  const column = (pick: (row: PostalSettlement) => string | null | undefined) =>
    sql.param(rows.map((row) => pick(row) ?? null));
  return sql`insert into postal_settlements (zip, settlement, settlement_type, municipality, state,
    city, zone, state_code, municipality_code, settlement_id)
    select * from unnest(${column((row) => row.zip)}::text[], ${column((row) => row.settlement)}::text[],
      ${column((row) => row.settlementType)}::text[], ${column((row) => row.municipality)}::text[],
      ${column((row) => row.state)}::text[], ${column((row) => row.city)}::text[],
      ${column((row) => row.zone)}::text[], ${column((row) => row.stateCode)}::text[],
      ${column((row) => row.municipalityCode)}::text[], ${column((row) => row.settlementId)}::text[])`;
}

// Replaces the whole catalogue in one transaction: readers see the old one or the new one.
export async function replacePostalCatalog(
  db: Database,
  settlements: PostalSettlement[],
  source: string,
  sha256: string,
) {
  const unique = new Set(
    settlements.map((row) => `${row.stateCode}-${row.municipalityCode}-${row.settlementId}`),
  );
  if (unique.size !== settlements.length)
    throw new CatalogFileError('the file lists a settlement (state, municipality, id) twice');
  await db.transaction(async (tx) => {
    await tx.delete(postalSettlements);
    for (let start = 0; start < settlements.length; start += batchSize) {
      await tx.execute(insertSettlements(settlements.slice(start, start + batchSize)));
    }
    await tx
      .insert(catalogImports)
      .values({ catalog: postalCatalogName, source, rows: settlements.length, sha256 })
      .onConflictDoUpdate({
        target: catalogImports.catalog,
        set: { source, rows: settlements.length, sha256, importedAt: sql`now()` },
      });
  });
  return settlements.length;
}

// At start: loads the bundled catalogue once, the first time (a refresh is npm run catalog:import).
export async function ensurePostalCatalog(db: Database, log: Pick<Logger, 'info'>) {
  const [loaded] = await db
    .select()
    .from(catalogImports)
    .where(eq(catalogImports.catalog, postalCatalogName))
    .limit(1);
  if (loaded) return;
  const started = Date.now();
  const { settlements, sha256 } = readPostalCatalogFile(bundledPostalCatalog);
  const rows = await replacePostalCatalog(db, settlements, 'bundled SEPOMEX catalogue', sha256);
  log.info({ rows, ms: Date.now() - started }, 'postal-code catalogue loaded');
}
