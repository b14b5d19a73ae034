// Puts the curated Red List categories (server/data/conservation/statuses.ts) on the catalogue's species, at
// every start after the catalogue load: one statement, idempotent, and it never touches a status an
// administrator edited (conservation_updated_at set), so /admin/conservation-status has the last word.
import { IUCN_SOURCE } from '@common/constants/conservation';
import { sql } from 'drizzle-orm';
import { CURATED_STATUSES } from '../../data/conservation/statuses';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import type { SpeciesCatalogueStartup } from '../species/catalogue-startup';

/** Catalogue rows whose status was set or corrected by this run. */
export async function applyCuratedStatuses(db: Pick<Db, 'execute'>): Promise<number> {
  const names = CURATED_STATUSES.map((c) => c[0]);
  const statuses = CURATED_STATUSES.map((c) => c[2]);
  const years = CURATED_STATUSES.map((c) => c[3]);
  // Arrays as one parameter each: the statement's size does not grow with the list.
  const result = (await db.execute(sql`
    update species_database d
       set conservation_status = c.status,
           conservation_source = ${IUCN_SOURCE},
           conservation_year = c.year
      from (select unnest(${sql.param(names)}::text[]) as name,
                   unnest(${sql.param(statuses)}::text[]) as status,
                   unnest(${sql.param(years)}::int[]) as year) c
     where d.scientific_name = c.name
       and d.conservation_updated_at is null
       and (d.conservation_status is distinct from c.status
            or d.conservation_year is distinct from c.year
            or d.conservation_source is distinct from ${IUCN_SOURCE})
    returning d.id`)) as { rows: unknown[] };
  return result.rows.length;
}

/**
 * The catalogue's start-up with the curated statuses applied after each load (and on a start that loads
 * nothing, so a changed curated list reaches an existing catalogue).
 */
export function withCuratedStatuses(
  catalogue: SpeciesCatalogueStartup,
  ctx: Pick<AppContext, 'db' | 'log'>,
): SpeciesCatalogueStartup {
  let stopped = false;
  const apply = async () => {
    const changed = await applyCuratedStatuses(ctx.db);
    if (changed > 0) ctx.log.info({ species: changed }, 'curated conservation statuses applied');
  };
  return {
    startInBackground(options) {
      Promise.resolve(options?.after?.())
        .then(() => (stopped ? undefined : catalogue.loadNow()))
        .then(() => (stopped ? undefined : apply()))
        .catch((err: unknown) => {
          if (!stopped) ctx.log.error({ err }, 'species catalogue load or conservation statuses failed');
        });
    },
    async loadNow() {
      const result = await catalogue.loadNow();
      await apply();
      return result;
    },
    async stop() {
      stopped = true;
      await catalogue.stop();
    },
  };
}
