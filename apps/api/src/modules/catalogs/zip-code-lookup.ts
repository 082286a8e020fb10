import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogImports, postalSettlements } from '../../db/schema.js';
import { postalCatalogName } from './postal-catalog.js';

// The settlements of a postal code, from the imported SEPOMEX catalogue. Every capture looks one
// up: the queries are prepared once.

export function createZipCodeLookup(db: Database) {
  const catalogueVersion = db
    .select({ sha256: catalogImports.sha256 })
    .from(catalogImports)
    .where(eq(catalogImports.catalog, postalCatalogName))
    .limit(1)
    .prepare('postal_catalogue_version');
  // One query answers the catalogue's version (which changes only on import), the page and the total.
  const settlementsOf = db
    .select({
      settlement: postalSettlements,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      version: sql<
        string | null
      >`(select ${catalogImports.sha256} from ${catalogImports} where ${catalogImports.catalog} = ${postalCatalogName})`,
    })
    .from(postalSettlements)
    .where(eq(postalSettlements.zip, sql.placeholder('code')))
    .orderBy(asc(postalSettlements.settlement), asc(postalSettlements.settlementId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('postal_settlements_page');
  const settlementCount = db
    .select({ value: count() })
    .from(postalSettlements)
    .where(eq(postalSettlements.zip, sql.placeholder('code')))
    .prepare('postal_settlements_count');

  return {
    /** One page of the code's settlements, the catalogue's version (null before any import) and
     * the total when the page has rows (otherwise `total` below counts it). */
    async page(code: string, page: number, pageSize: number) {
      const rows = await settlementsOf.execute({ code, limit: pageSize, offset: (page - 1) * pageSize });
      const version = rows[0]?.version ?? (await catalogueVersion.execute())[0]?.sha256 ?? null;
      const results = rows.map(({ settlement: row }) => ({
        zip: row.zip,
        settlement: row.settlement,
        settlement_type: row.settlementType,
        municipality: row.municipality,
        state: row.state,
        city: row.city,
        zone: row.zone,
        state_code: row.stateCode,
        municipality_code: row.municipalityCode,
      }));
      return { version, results, total: rows[0]?.total ?? null };
    },

    /** The total for an empty page: past the last page no row carries it, so it is counted apart (rare). */
    async total(code: string, page: number) {
      return page > 1 ? ((await settlementCount.execute({ code }))[0]?.value ?? 0) : 0;
    },
  };
}
