// The conservation page's threatened species: a handful of Critically Endangered and Endangered species of the
// catalogue, the most recorded first. Read through the curated Red List names (server/data/conservation/statuses.ts,
// a unique index on scientific_name) rather than a scan of the 432,518-row catalogue for a status column without an
// index; the status itself is read from the catalogue, so an administrator's change of a status shows here.
import type { ThreatenedSpecies } from '@common/schemas/articles';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { CURATED_STATUSES } from '../../data/conservation/statuses';
import type { Db } from '../../db/client';
import { speciesDatabase } from '../../db/schema';

const SHOWN = 8;
const CANDIDATES = [
  ...new Set(
    CURATED_STATUSES.filter(([, , status]) => status === 'CR' || status === 'EN').map(([name]) => name),
  ),
];

export async function threatenedSpecies(db: Db): Promise<ThreatenedSpecies> {
  if (CANDIDATES.length === 0) return { species: [] };
  const rows = await db
    .select({
      slug: speciesDatabase.slug,
      scientificName: speciesDatabase.scientificName,
      commonName: speciesDatabase.commonName,
      category: speciesDatabase.category,
      status: speciesDatabase.conservationStatus,
    })
    .from(speciesDatabase)
    .where(
      and(
        inArray(speciesDatabase.scientificName, CANDIDATES),
        inArray(speciesDatabase.conservationStatus, ['CR', 'EN']),
      ),
    )
    .orderBy(
      sql`case when ${speciesDatabase.conservationStatus} = 'CR' then 0 else 1 end`,
      desc(speciesDatabase.sightings),
      asc(speciesDatabase.scientificName),
    )
    .limit(SHOWN);
  return {
    species: rows.map((r) => ({
      slug: r.slug,
      scientificName: r.scientificName,
      commonName: r.commonName,
      category: r.category,
      status: r.status === 'CR' ? 'CR' : 'EN',
    })),
  };
}
