// Writing to the species catalogue beyond what the sightings trigger counts: scientific names of known species
// (the demo photos' manifest), so the autocomplete can show and match them.
import type { CategoryValue } from '@common/constants/categories';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { species } from '../../db/schema';

export interface CatalogueEntry {
  name: string;
  scientificName: string;
  category: CategoryValue;
}

/**
 * Adds species to the catalogue, or gives a counted name its scientific name. A name's existing spelling,
 * category and scientific name are kept (a member's earlier sighting, or an earlier entry, wins).
 */
export async function addToCatalogue(
  db: Pick<Db, 'insert'>,
  entries: readonly CatalogueEntry[],
): Promise<void> {
  // One statement may not touch a row twice: the first entry of each name wins (keyed like species_key()).
  const unique = new Map<string, CatalogueEntry>();
  for (const e of entries) {
    const key = e.name.trim().replace(/\s+/g, ' ').toLowerCase();
    if (key && !unique.has(key)) unique.set(key, e);
  }
  if (unique.size === 0) return;
  await db
    .insert(species)
    .values(
      [...unique.values()].map((e) => ({
        nameKey: sql`species_key(${e.name})`,
        name: sql`species_tidy(${e.name})`,
        scientificName: sql`species_tidy(${e.scientificName})`,
        category: e.category,
      })),
    )
    .onConflictDoUpdate({
      target: species.nameKey,
      set: { scientificName: sql`coalesce(${species.scientificName}, excluded.scientific_name)` },
    });
}
